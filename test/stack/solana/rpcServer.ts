// The shim's two listeners on 127.0.0.1: JSON-RPC over HTTP (single and batch requests, CORS
// for the example pages) and the WebSocket subscriptions web3.js confirms with. Only
// signatureSubscribe ever notifies (at once when the signature has already landed, as web3.js
// also checks by status); the other subscriptions are accepted and stay silent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { type RpcError, rpcMethods } from './rpcMethods'
import type { SignatureStatus, SvmChain } from './svmChain'

interface JsonRpcRequest {
  readonly id?: unknown
  readonly method?: unknown
  readonly params?: unknown
}

function answer(chain: SvmChain, request: JsonRpcRequest) {
  const id = request.id ?? null
  const handler = typeof request.method === 'string' ? rpcMethods[request.method] : undefined
  if (!handler) {
    return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
  }
  try {
    const params = Array.isArray(request.params) ? request.params : []
    return { jsonrpc: '2.0', id, result: handler(chain, params) }
  } catch (error) {
    const { code = -32603, message, data } = error as Partial<RpcError> & Error
    return { jsonrpc: '2.0', id, error: { code, message, ...(data ? { data } : {}) } }
  }
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': '*',
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

export interface RpcListeners {
  readonly rpcPort: number
  readonly wsPort: number
  readonly close: () => Promise<void>
}

export async function listenRpc(
  chain: SvmChain,
  { rpcPort, wsPort, host = '127.0.0.1' }: { rpcPort: number; wsPort: number; host?: string },
): Promise<RpcListeners> {
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    readBody(request).then((body) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        parsed = undefined
      }
      const result = Array.isArray(parsed)
        ? parsed.map((item) => answer(chain, item as JsonRpcRequest))
        : parsed && typeof parsed === 'object'
          ? answer(chain, parsed as JsonRpcRequest)
          : { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
      response.writeHead(200, { ...cors, 'content-type': 'application/json' })
      response.end(JSON.stringify(result))
    })
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(rpcPort, host, () => resolve())
  })

  const sockets = new WebSocketServer({ host, port: wsPort })
  try {
    await new Promise<void>((resolve, reject) => {
      sockets.once('error', reject)
      sockets.once('listening', () => resolve())
    })
  } catch (error) {
    http.close()
    throw error
  }
  let nextSubscription = 1
  sockets.on('connection', (socket: WebSocket) => {
    const pending = new Map<number, string>()
    const notify = (subscription: number, status: SignatureStatus) => {
      pending.delete(subscription)
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'signatureNotification',
          params: {
            result: { context: { slot: status.slot }, value: { err: status.err } },
            subscription,
          },
        }),
      )
    }
    const stopListening = chain.onLanded((signature, status) => {
      for (const [subscription, wanted] of pending) {
        if (wanted === signature) notify(subscription, status)
      }
    })
    socket.on('close', stopListening)
    socket.on('message', (data) => {
      let request: JsonRpcRequest
      try {
        request = JSON.parse(String(data)) as JsonRpcRequest
      } catch {
        return
      }
      const method = String(request.method)
      const params = Array.isArray(request.params) ? request.params : []
      const reply = (result: unknown) =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id ?? null, result }))
      if (method.endsWith('Unsubscribe')) {
        pending.delete(Number(params[0]))
        reply(true)
        return
      }
      if (!method.endsWith('Subscribe')) {
        socket.send(JSON.stringify(answer(chain, request)))
        return
      }
      const subscription = nextSubscription++
      reply(subscription)
      if (method !== 'signatureSubscribe') return
      const signature = String(params[0])
      pending.set(subscription, signature)
      const landed = chain.status(signature)
      if (landed) notify(subscription, landed)
    })
  })

  const address = http.address() as AddressInfo
  const close = async () => {
    await closeClients([...sockets.clients])
    await Promise.all([
      new Promise<void>((resolve) => sockets.close(() => resolve())),
      new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      }),
    ])
  }
  return { rpcPort: address.port, wsPort: (sockets.address() as AddressInfo).port, close }
}

const CLIENT_CLOSE_GRACE_MS = 1_000

/**
 * A normal closure (1000) first: web3.js's socket client reconnects forever after any other code,
 * so a Connection left open by a test would go on dialling a stopped chain and logging
 * "ws error" into the next test's output. A client that does not answer in time is cut off.
 */
async function closeClients(clients: readonly WebSocket[]): Promise<void> {
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          const cutOff = setTimeout(() => {
            client.terminate()
            resolve()
          }, CLIENT_CLOSE_GRACE_MS)
          client.once('close', () => {
            clearTimeout(cutOff)
            resolve()
          })
          client.close(1000, 'the local Solana stopped')
        }),
    ),
  )
}
