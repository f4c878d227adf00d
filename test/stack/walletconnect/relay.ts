// A WalletConnect v2 relay on 127.0.0.1 for offline tests and `npm start`: enough of the irn
// protocol for the real @walletconnect/sign-client 2.25 and @reown/walletkit 1.6 to pair,
// settle, request and disconnect (notes/walletconnect-local-relay.md). No auth, no rate limits.
import type { AddressInfo } from 'node:net'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { InvalidParamsError, relayHandlers } from './relayHandlers'
import { classifyRpc, parseRpcText, type RpcId, rpcError, rpcResult, stringifyRpc } from './rpcJson'
import { createTopicMailbox, type DeliveredMessage, type MailboxClient } from './topicMailbox'

/** DESIGN.md: the relay's port under `npm start`. */
export const DEFAULT_RELAY_PORT = 8555

/** Node clients drop a socket that sees no ping frame for 35 s (note §1 "Keep-alive"). */
export const RELAY_PING_INTERVAL_MS = 15_000

export interface RelayOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number
  readonly host?: '127.0.0.1'
  /** Tests only: how often every socket gets a WebSocket ping frame. */
  readonly pingIntervalMs?: number
}

export interface RelayStats {
  /** Requests received per JSON-RPC method, unknown methods included. */
  readonly methods: Record<string, number>
  /** Sockets accepted. */
  connections: number
  /** Messages accepted into the mailbox: irn_publish, each irn_batchPublish entry, and the one
   * message of wc_proposeSession and the two of wc_approveSession. */
  published: number
}

export interface Relay {
  /** ws://127.0.0.1:PORT, the `relayUrl` for both SDK clients. */
  readonly url: string
  readonly port: number
  readonly stats: RelayStats
  resetStats(): void
  /** Tests only: terminates every socket as a dropped network would; the relay keeps listening
   * (and its mailbox), so clients can reconnect and re-subscribe. */
  dropConnections(): void
  /** Terminates every socket, stops the ping timer and frees the port; safe to call twice. */
  close(): Promise<void>
}

/** The JWT `iss` from the `auth` query parameter, read but never verified (note §1). */
export function clientIdFromUrl(requestUrl: string | undefined, fallback: string): string {
  const auth = new URL(requestUrl ?? '/', 'ws://relay').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return fallback
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const iss = typeof claims === 'object' && claims !== null && 'iss' in claims ? claims.iss : null
    return typeof iss === 'string' && iss !== '' ? iss : fallback
  } catch {
    return fallback
  }
}

export async function startRelay({
  port = 0,
  host = '127.0.0.1',
  pingIntervalMs = RELAY_PING_INTERVAL_MS,
}: RelayOptions = {}): Promise<Relay> {
  const server = new WebSocketServer({ host, port })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const stats: RelayStats = { methods: {}, connections: 0, published: 0 }
  const mailbox = createTopicMailbox()
  // Relay-originated ids (irn_subscription): safe integers, unique for this process.
  let nextDeliveryId = Date.now() * 1000
  let anonymous = 0

  const send = (socket: WebSocket, payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyRpc(payload))
  }

  const replyFailure = (socket: WebSocket, id: RpcId, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    send(socket, rpcError(id, error instanceof InvalidParamsError ? -32602 : -32603, message))
  }

  const answer = (socket: WebSocket, client: MailboxClient, raw: RawData) => {
    let parsed: unknown
    try {
      parsed = parseRpcText(raw.toString())
    } catch {
      send(socket, rpcError(null, -32700, 'Parse error'))
      return
    }
    const incoming = classifyRpc(parsed)
    if (incoming.kind === 'response') return // an irn_subscription ack
    if (incoming.kind === 'invalid') {
      send(socket, rpcError(incoming.id, -32600, 'Invalid Request'))
      return
    }
    const { id, method, params } = incoming
    stats.methods[method] = (stats.methods[method] ?? 0) + 1
    const handler = Object.hasOwn(relayHandlers, method) ? relayHandlers[method] : undefined
    if (!handler) {
      send(socket, rpcError(id, -32601, `Method not found: ${method}`))
      return
    }
    try {
      const outcome = handler(params, {
        client,
        mailbox,
        onPublished: () => {
          stats.published += 1
        },
      })
      send(socket, rpcResult(id, outcome.result))
      if (outcome.afterReply) setImmediate(outcome.afterReply)
    } catch (error) {
      replyFailure(socket, id, error)
    }
  }

  server.on('connection', (socket, request) => {
    stats.connections += 1
    anonymous += 1
    const client: MailboxClient = {
      clientId: clientIdFromUrl(request.url, `anonymous-${anonymous}`),
      deliver(subscriptionId: string, data: DeliveredMessage) {
        nextDeliveryId += 1
        send(socket, {
          id: nextDeliveryId,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: { id: subscriptionId, data },
        })
      },
    }
    socket.on('message', (raw) => answer(socket, client, raw))
    socket.on('close', () => mailbox.drop(client))
    socket.on('error', () => socket.terminate())
  })

  const pinger = setInterval(() => {
    for (const socket of server.clients) if (socket.readyState === socket.OPEN) socket.ping()
  }, pingIntervalMs)
  pinger.unref()

  const boundPort = (server.address() as AddressInfo).port
  let closing: Promise<void> | undefined
  return {
    url: `ws://${host}:${boundPort}`,
    port: boundPort,
    stats,
    resetStats() {
      for (const method of Object.keys(stats.methods)) delete stats.methods[method]
      stats.connections = 0
      stats.published = 0
    },
    dropConnections() {
      for (const socket of server.clients) socket.terminate()
    },
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        clearInterval(pinger)
        for (const socket of server.clients) socket.terminate()
        server.close((error) => (error ? reject(error) : resolve()))
      })
      return closing
    },
  }
}
