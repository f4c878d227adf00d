import { describe, expect, it } from 'vitest'
import {
  createTopicMailbox,
  type DeliveredMessage,
  type MailboxClient,
  subscriptionId,
} from './topicMailbox'

function recordingClient(clientId: string) {
  const got: { subscriptionId: string; message: DeliveredMessage }[] = []
  const client: MailboxClient = {
    clientId,
    deliver: (id, message) => got.push({ subscriptionId: id, message }),
  }
  return { client, got }
}

const input = (topic: string, message: string, ttl = 60) => ({
  topic,
  message,
  ttl,
  tag: 1,
  attestation: '',
})

describe('the topic mailbox', () => {
  it('keeps a message for its ttl only (lazy expiry)', () => {
    let now = 1_000_000
    const mailbox = createTopicMailbox(() => now)
    mailbox.publish(input('t', 'short', 10), 'publisher')
    mailbox.publish(input('t', 'long', 60), 'publisher')
    now += 30_000
    const late = recordingClient('late')
    mailbox.subscribe(late.client, 't')
    mailbox.flush(late.client, 't')
    expect(late.got.map((entry) => entry.message.message)).toEqual(['long'])
    expect(late.got[0]?.message.publishedAt).toBe(1_000_000)
    expect(late.got[0]?.subscriptionId).toBe(subscriptionId('t', 'late'))
  })

  it('never delivers to the publisher and at most once per client id', () => {
    const mailbox = createTopicMailbox()
    const publisher = recordingClient('a')
    const first = recordingClient('b')
    const sameIdAgain = recordingClient('b')
    mailbox.subscribe(publisher.client, 't')
    mailbox.subscribe(first.client, 't')
    mailbox.publish(input('t', 'hello'), 'a')
    mailbox.subscribe(sameIdAgain.client, 't')
    mailbox.flush(sameIdAgain.client, 't')
    mailbox.flush(first.client, 't')
    expect(publisher.got).toEqual([])
    expect(first.got).toHaveLength(1)
    expect(sameIdAgain.got).toEqual([])
  })

  it('stops pushing after unsubscribe and drop', () => {
    const mailbox = createTopicMailbox()
    const reader = recordingClient('r')
    mailbox.subscribe(reader.client, 'x')
    mailbox.subscribe(reader.client, 'y')
    mailbox.unsubscribe(reader.client, 'x')
    mailbox.publish(input('x', 'one'), 'w')
    expect(mailbox.subscriberCount('y')).toBe(1)
    mailbox.drop(reader.client)
    mailbox.publish(input('y', 'two'), 'w')
    expect(reader.got).toEqual([])
    expect(mailbox.subscriberCount('y')).toBe(0)
  })

  it('fetch returns unseen messages and marks them seen', () => {
    const mailbox = createTopicMailbox()
    mailbox.publish(input('t', 'm1'), 'w')
    mailbox.publish(input('u', 'm2'), 'w')
    const reader = recordingClient('r')
    expect(mailbox.fetch(reader.client, ['t', 'u']).map((m) => m.message)).toEqual(['m1', 'm2'])
    expect(mailbox.fetch(reader.client, ['t', 'u'])).toEqual([])
    mailbox.flush(reader.client, 't')
    expect(reader.got).toEqual([])
  })
})
