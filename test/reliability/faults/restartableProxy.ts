// A stand-in for an RPC node that is killed and restarted: an HTTP proxy in front of a local
// node whose listening socket really closes (connections refused, open ones reset) and comes
// back on the same port. Its port is below the kernel's ephemeral range (32768–60999 here): a
// port 0 listener elsewhere in the run could otherwise be handed the port while the proxy is
// down, and the restart would fail with EADDRINUSE (it did, under the suite's load).
import { createServer, request, type Server } from 'node:http'
import type { Socket } from 'node:net'

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
  let port = 0
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
  // The first start picks a free port of its own range; the restart reuses it.
  for (let attempt = 0; port === 0; attempt++) {
    const candidate = 20_000 + Math.floor(Math.random() * 12_000)
    port = candidate
    try {
      await listen()
    } catch (error) {
      port = 0
      if (attempt >= 20) throw error
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    kill,
    restart: listen,
    stop: () => (server.listening ? kill() : Promise.resolve()),
  }
}
