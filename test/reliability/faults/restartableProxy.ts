// A stand-in for an RPC node that is killed and restarted: an HTTP proxy in front of a local
// node whose listening socket really closes (connections refused, open ones reset) and comes
// back on the same port. Its port comes from freePort, below the kernel's ephemeral range: a
// port 0 listener elsewhere in the run could otherwise be handed the port while the proxy is
// down, and the restart would fail with EADDRINUSE (it did, under the suite's load).
import { createServer, request, type Server } from 'node:http'
import type { Socket } from 'node:net'
import { freePort } from '../../stack/ports'

export interface RestartableProxy {
  readonly url: string
  readonly kill: () => Promise<void>
  readonly restart: () => Promise<void>
  readonly stop: () => Promise<void>
}

export async function startRestartableProxy(target: string): Promise<RestartableProxy> {
  const upstream = new URL(target)
  const sockets = new Set<Socket>()
  let server: Server
  let port: number
  const listen = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      server = createServer((incoming, outgoing) => {
        const forwarded = request(
          {
            host: upstream.hostname,
            port: upstream.port,
            path: incoming.url,
            method: incoming.method,
            headers: incoming.headers,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(outgoing)
          },
        )
        forwarded.on('error', () => outgoing.destroy())
        incoming.pipe(forwarded)
      })
      server.on('connection', (socket) => {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const kill = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
  // The restart reuses the first start's port.
  port = await freePort()
  await listen()
  return {
    url: `http://127.0.0.1:${port}`,
    kill,
    restart: listen,
    stop: () => (server.listening ? kill() : Promise.resolve()),
  }
}
