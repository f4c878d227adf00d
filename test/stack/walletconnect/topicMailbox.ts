// Topic subscriptions and the mailbox (notes/walletconnect-local-relay.md §1 "Delivery"). Every
// published message is kept for its ttl, pushed to current subscribers and flushed to later
// ones (the dapp publishes its proposal before the wallet has the URI). It never goes back to its
// publisher, keyed on the JWT `iss` so that survives a reconnect, and reaches each client id at
// most once, so a re-subscribe after a reconnect does not repeat it. Expiry is lazy.
import { createHash } from 'node:crypto'

export interface DeliveredMessage {
  readonly topic: string
  readonly message: string
  /** ms; the client only sorts batches by it. */
  readonly publishedAt: number
  readonly tag: number
  /** "" when the publisher gave none, so the SDK's verify skips its lookup (note §2). */
  readonly attestation: string
}

export interface MailboxClient {
  /** The JWT `iss` (did:key) the socket connected with. */
  readonly clientId: string
  deliver(subscriptionId: string, message: DeliveredMessage): void
}

export interface PublishInput {
  readonly topic: string
  readonly message: string
  /** Seconds. */
  readonly ttl: number
  readonly tag: number
  readonly attestation: string
}

interface StoredMessage {
  readonly data: DeliveredMessage
  readonly expiresAt: number
  readonly publisherId: string
  readonly seenBy: Set<string>
}

/** What the client computes on its side too: sha256(topic + clientId) (note §1). */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

export function createTopicMailbox(now: () => number = Date.now) {
  const subscribers = new Map<string, Set<MailboxClient>>()
  const messages = new Map<string, StoredMessage[]>()

  const unexpired = (topic: string): StoredMessage[] => {
    const kept = (messages.get(topic) ?? []).filter((stored) => stored.expiresAt > now())
    if (kept.length > 0) messages.set(topic, kept)
    else messages.delete(topic)
    return kept
  }

  /** Marks the message seen by the client; false if it is the publisher's or already seen. */
  const claim = (stored: StoredMessage, client: MailboxClient): boolean => {
    if (stored.publisherId === client.clientId || stored.seenBy.has(client.clientId)) return false
    stored.seenBy.add(client.clientId)
    return true
  }

  const deliver = (stored: StoredMessage, client: MailboxClient) => {
    if (claim(stored, client)) {
      client.deliver(subscriptionId(stored.data.topic, client.clientId), stored.data)
    }
  }

  const unsubscribe = (client: MailboxClient, topic: string) => {
    const set = subscribers.get(topic)
    set?.delete(client)
    if (set?.size === 0) subscribers.delete(topic)
  }

  return {
    /** Adds the subscription and returns its id; call `flush` after the reply is sent. */
    subscribe(client: MailboxClient, topic: string): string {
      const set = subscribers.get(topic) ?? new Set()
      set.add(client)
      subscribers.set(topic, set)
      return subscriptionId(topic, client.clientId)
    },
    unsubscribe,
    /** Forgets a closed socket's subscriptions (its client id keeps its seen marks). */
    drop(client: MailboxClient): void {
      for (const topic of [...subscribers.keys()]) unsubscribe(client, topic)
    },
    /** Stores the message for its ttl and pushes it to the topic's current subscribers. */
    publish(input: PublishInput, publisherId: string): void {
      const stored: StoredMessage = {
        data: {
          topic: input.topic,
          message: input.message,
          publishedAt: now(),
          tag: input.tag,
          attestation: input.attestation,
        },
        expiresAt: now() + input.ttl * 1000,
        publisherId,
        seenBy: new Set(),
      }
      messages.set(input.topic, [...unexpired(input.topic), stored])
      for (const client of subscribers.get(input.topic) ?? []) deliver(stored, client)
    },
    /** Pushes the topic's unexpired messages this client has not seen yet. */
    flush(client: MailboxClient, topic: string): void {
      for (const stored of unexpired(topic)) deliver(stored, client)
    },
    /** `irn_fetchMessages`: returns (and marks seen) what `flush` would have pushed. */
    fetch(client: MailboxClient, topics: readonly string[]): DeliveredMessage[] {
      return topics.flatMap((topic) =>
        unexpired(topic)
          .filter((stored) => claim(stored, client))
          .map((stored) => stored.data),
      )
    },
    subscriberCount(topic: string): number {
      return subscribers.get(topic)?.size ?? 0
    },
  }
}

export type TopicMailbox = ReturnType<typeof createTopicMailbox>
