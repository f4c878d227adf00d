// A bare WebSocket client for the relay's own tests: speaks raw JSON-RPC text, so a test can
// check the exact bytes of a reply (19-digit ids) and what the relay pushes, with no SDK between.
import WebSocket from 'ws'

export interface RawRelayClient {
  readonly clientId: string
  /** Every text frame received so far, in order. */
  readonly received: readonly string[]
  /** WebSocket ping frames received so far. */
  readonly pings: () => number
  send(text: string): void
  /** Sends a request and resolves with the raw text of the reply carrying the same `"id":…`. */
  request(method: string, params?: unknown): Promise<string>
  /** Resolves with the first frame (already received or coming) that satisfies `match`. */
  waitFor(match: (text: string) => boolean, timeoutMs?: number): Promise<string>
  /** Parsed `params.data` of every irn_subscription received so far. */
  deliveries(): { topic: string; message: string; tag: number; attestation: string }[]
  closed: Promise<void>
  close(): Promise<void>
}

/** An unsigned JWT whose payload carries `iss`: all the relay reads (note §1 "Connection"). */
export function fakeAuthJwt(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'test' })}.signature`
}

let nextId = 1

export async function connectRawClient(
  relayUrl: string,
  clientId: string,
): Promise<RawRelayClient> {
  const socket = new WebSocket(`${relayUrl}/?auth=${fakeAuthJwt(clientId)}&projectId=local`)
  const received: string[] = []
  const listeners = new Set<() => void>()
  let pings = 0
  socket.on('message', (data) => {
    received.push(data.toString())
    for (const listener of listeners) listener()
  })
  socket.on('ping', () => {
    pings += 1
  })
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })

  const waitFor = (match: (text: string) => boolean, timeoutMs = 2000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = received.find(match)
        if (found === undefined) return false
        clearTimeout(timer)
        listeners.delete(listener)
        resolve(found)
        return true
      }
      const listener = () => {
        check()
      }
      const timer = setTimeout(() => {
        listeners.delete(listener)
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${received.join('\n')}`))
      }, timeoutMs)
      if (!check()) listeners.add(listener)
    })

  return {
    clientId,
    received,
    pings: () => pings,
    send: (text) => socket.send(text),
    request(method, params = {}) {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return waitFor((text) => text.startsWith(`{"id":${id},`))
    },
    waitFor,
    deliveries: () =>
      received
        .map((text) => JSON.parse(text) as { method?: string; params?: { data?: unknown } })
        .filter((frame) => frame.method === 'irn_subscription')
        .map(
          (frame) =>
            frame.params?.data as {
              topic: string
              message: string
              tag: number
              attestation: string
            },
        ),
    closed,
    async close() {
      socket.close()
      await closed
    },
  }
}
