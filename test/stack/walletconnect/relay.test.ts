import { createServer } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectRawClient, type RawRelayClient } from './rawRelayClient'
import { clientIdFromUrl, DEFAULT_RELAY_PORT, type Relay, startRelay } from './relay'
import { subscriptionId } from './topicMailbox'

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('the local WalletConnect relay (raw JSON-RPC)', () => {
  let relay: Relay
  const clients: RawRelayClient[] = []
  const connect = async (clientId: string) => {
    const client = await connectRawClient(relay.url, clientId)
    clients.push(client)
    return client
  }

  beforeEach(async () => {
    relay = await startRelay({ port: 0 })
  })
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()))
    await relay.close()
  })

  it('listens on 127.0.0.1 with a free port, and npm start has its fixed one', () => {
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    expect(relay.port).toBeGreaterThan(0)
    expect(DEFAULT_RELAY_PORT).toBe(8555)
  })

  it('echoes a 19-digit numeric id exactly, and a string id as a string', async () => {
    const client = await connect('did:key:z6MkBigIds')
    client.send(
      '{"id":1726481516123456789,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}',
    )
    const numeric = await client.waitFor((text) => text.includes('1726481516123456789'))
    expect(numeric).toBe(
      `{"id":1726481516123456789,"jsonrpc":"2.0","result":"${subscriptionId('t1', client.clientId)}"}`,
    )
    client.send('{"id":"1726481516123456790","jsonrpc":"2.0","method":"irn_publish","params":{}}')
    const quoted = await client.waitFor((text) => text.includes('1726481516123456790'))
    expect(quoted).toMatch(/^\{"id":"1726481516123456790","jsonrpc":"2.0","error":\{"code":-32602/)
  })

  it('survives malformed JSON, unknown methods and bad params, then still serves', async () => {
    const client = await connect('did:key:z6MkRobust')
    client.send('{not json')
    expect(JSON.parse(await client.waitFor((text) => text.includes('-32700')))).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
    })
    client.send('[1,2]')
    await client.waitFor((text) => text.includes('-32600'))
    expect(JSON.parse(await client.request('irn_nonsense'))).toMatchObject({
      error: { code: -32601 },
    })
    expect(JSON.parse(await client.request('irn_subscribe', { topic: 42 }))).toMatchObject({
      error: { code: -32602 },
    })
    // An ack (a reply from the client) gets no answer.
    client.send('{"id":99,"jsonrpc":"2.0","result":true}')
    expect(JSON.parse(await client.request('irn_subscribe', { topic: 'ok' }))).toMatchObject({
      result: subscriptionId('ok', client.clientId),
    })
    expect(client.received.some((text) => text.startsWith('{"id":99,'))).toBe(false)
    expect(relay.stats.methods).toEqual({ irn_nonsense: 1, irn_subscribe: 2 })
  })

  it('mailbox: a message published before the subscribe arrives after its reply, once', async () => {
    const publisher = await connect('did:key:z6MkPublisher')
    await publisher.request('irn_subscribe', { topic: 'mailbox' })
    await publisher.request('irn_publish', {
      topic: 'mailbox',
      message: 'early',
      ttl: 300,
      tag: 1000,
      correlationId: 7,
    })
    const reader = await connect('did:key:z6MkReader')
    await reader.request('irn_subscribe', { topic: 'mailbox' })
    await reader.waitFor((text) => text.includes('irn_subscription'))
    const replyAt = reader.received.findIndex((text) => text.includes('"result"'))
    const deliveryAt = reader.received.findIndex((text) => text.includes('irn_subscription'))
    expect(replyAt).toBeLessThan(deliveryAt)
    expect(reader.deliveries()).toEqual([
      {
        topic: 'mailbox',
        message: 'early',
        tag: 1000,
        attestation: '',
        publishedAt: expect.any(Number),
      },
    ])

    // The same client id on a new socket re-subscribes in one batch: nothing comes again.
    await reader.close()
    const again = await connect('did:key:z6MkReader')
    await again.request('irn_batchSubscribe', { topics: ['mailbox', 'other'] })
    await settle()
    expect(again.deliveries()).toEqual([])
    // Nor is it ever echoed to its publisher.
    expect(publisher.deliveries()).toEqual([])
  })

  it('pushes to current subscribers until they unsubscribe', async () => {
    const writer = await connect('did:key:z6MkWriter')
    const reader = await connect('did:key:z6MkLive')
    await reader.request('irn_subscribe', { topic: 'live' })
    await writer.request('irn_publish', { topic: 'live', message: 'one', ttl: 60, tag: 1 })
    await reader.waitFor((text) => text.includes('"one"'))
    await reader.request('irn_unsubscribe', { topic: 'live', id: 'x' })
    await writer.request('irn_batchPublish', {
      messages: [{ topic: 'live', message: 'two', ttl: 60, tag: 1 }],
    })
    await settle()
    expect(reader.deliveries().map((data) => data.message)).toEqual(['one'])
    expect(relay.stats.published).toBe(2)
  })

  it('batch unsubscribe and the fetch methods', async () => {
    const writer = await connect('did:key:z6MkFetchWriter')
    const reader = await connect('did:key:z6MkFetcher')
    await reader.request('irn_batchSubscribe', { topics: ['f1', 'f2'] })
    await reader.request('irn_batchUnsubscribe', {
      subscriptions: [
        { topic: 'f1', id: 'a' },
        { topic: 'f2', id: 'b' },
      ],
    })
    await writer.request('irn_publish', { topic: 'f1', message: 'kept1', ttl: 60, tag: 1 })
    await writer.request('irn_publish', { topic: 'f2', message: 'kept2', ttl: 60, tag: 1 })
    await settle()
    expect(reader.deliveries()).toEqual([])
    const fetched = JSON.parse(await reader.request('irn_fetchMessages', { topic: 'f1' }))
    expect(fetched.result.hasMore).toBe(false)
    expect(fetched.result.messages.map((m: { message: string }) => m.message)).toEqual(['kept1'])
    const batch = JSON.parse(
      await reader.request('irn_batchFetchMessages', { topics: ['f1', 'f2'] }),
    )
    expect(batch.result.messages.map((m: { message: string }) => m.message)).toEqual(['kept2'])
  })

  it('wc_proposeSession subscribes its sender to the pairing topic and is never echoed', async () => {
    const dapp = await connect('did:key:z6MkDapp')
    const wallet = await connect('did:key:z6MkWallet')
    const proposed = JSON.parse(
      await dapp.request('wc_proposeSession', {
        pairingTopic: 'pairing',
        sessionProposal: 'proposal',
        ttl: 300,
        correlationId: 1,
        attestation: 'att',
      }),
    )
    expect(proposed.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: 'pairing' })
    await wallet.waitFor((text) => text.includes('"proposal"'))
    expect(wallet.deliveries()).toEqual([
      expect.objectContaining({ topic: 'pairing', tag: 1100, attestation: 'att' }),
    ])

    // wc_approveSession: the response reaches the dapp on the pairing topic, the settlement
    // waits on the session topic, and the wallet is now subscribed to that topic.
    await wallet.request('wc_approveSession', {
      sessionTopic: 'session',
      pairingTopic: 'pairing',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
      approvedChains: ['eip155:1'],
    })
    await dapp.waitFor((text) => text.includes('"response"'))
    await dapp.request('irn_subscribe', { topic: 'session' })
    await dapp.waitFor((text) => text.includes('"settle"'))
    await dapp.request('irn_publish', { topic: 'session', message: 'request', ttl: 300, tag: 1108 })
    await wallet.waitFor((text) => text.includes('"request"'))
    expect(dapp.deliveries().map((data) => [data.message, data.tag])).toEqual([
      ['response', 1101],
      ['settle', 1102],
    ])
    expect(relay.stats.methods).toMatchObject({ wc_proposeSession: 1, wc_approveSession: 1 })
    expect(relay.stats.published).toBe(4)
  })

  it('sends WebSocket ping frames on its interval', async () => {
    const fast = await startRelay({ pingIntervalMs: 20 })
    const client = await connectRawClient(fast.url, 'did:key:z6MkPinged')
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(client.pings()).toBeGreaterThanOrEqual(2)
    await fast.close()
    await client.closed
  })

  it('counts connections, resets its stats, and close() drops sockets and frees the port', async () => {
    const client = await connect('did:key:z6MkCounted')
    await client.request('irn_subscribe', { topic: 'c' })
    expect(relay.stats.connections).toBe(1)
    relay.resetStats()
    expect(relay.stats).toEqual({ methods: {}, connections: 0, published: 0 })
    await relay.close()
    await relay.close()
    await client.closed
    const probe = createServer()
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject)
      probe.listen(relay.port, '127.0.0.1', resolve)
    })
    await new Promise((resolve) => probe.close(resolve))
  })

  it('reads the client id from the JWT iss, with a fallback', () => {
    const jwt = `x.${Buffer.from('{"iss":"did:key:z6MkJwt"}').toString('base64url')}.y`
    expect(clientIdFromUrl(`/?auth=${jwt}&projectId=p`, 'none')).toBe('did:key:z6MkJwt')
    expect(clientIdFromUrl('/?auth=garbage', 'none')).toBe('none')
    expect(clientIdFromUrl(undefined, 'none')).toBe('none')
  })
})
