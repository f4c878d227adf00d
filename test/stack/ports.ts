// Fixed ports for `npm start` (DESIGN.md table, each overridable by an environment variable);
// free ports for tests, so test files running side by side never collide.
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no free port'))
      })
    })
  })
}

/** The port of `name` from the environment, else its default. */
export function configuredPort(variable: string, fallback: number): number {
  const value = process.env[variable]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable}=${value} is not a port number`)
  }
  return port
}
