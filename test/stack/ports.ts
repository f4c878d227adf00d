// Fixed ports for `npm start` (DESIGN.md table, each overridable by an environment variable);
// free ports for tests, so test files running side by side never collide.
//
// A test's free port is picked below the kernel's ephemeral range (32768–60999 here). A port 0
// listener hands out an ephemeral port that is free only until it is closed: the server that is
// then started on it (anvil, the relay, the Solana node) races every outgoing connection and
// every other port 0 listener of the run for it, and lost under the suite's load (CI:
// EADDRINUSE on 127.0.0.1:38193).
import { createServer } from 'node:net'

const lowest = 20_000
const span = 12_000
const handedOut = new Set<number>()

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A port below the ephemeral range that is free now and not handed out before by this process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = lowest + Math.floor(Math.random() * span)
    if (handedOut.has(port)) continue
    if (await bindable(port)) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`no free port in ${lowest}–${lowest + span - 1}`)
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
