// Runs `npm start` (docs/scripts/start.mjs) on free ports for a test, and stops it. Each run
// has its own Vite dependency cache, copied from the warm one the e2e project's global setup
// made (test/e2e/warmExamples.ts), and removed when it stops.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const script = join(root, 'docs', 'scripts', 'start.mjs')
/** The warm dependency cache every run starts from. */
export const examplesCacheSeed = join(root, 'node_modules', '.vite', 'examples-seed')

export interface RunningExamples {
  readonly process: ChildProcess
  /** What it printed up to 'Press Ctrl-C to stop.'. */
  readonly output: string
  /** The http URLs of the printed table, in order: examples, decisions, chain 1, 11155111,
   * 424242, the Solana RPC (its WebSocket is ws:), then the services. */
  readonly urls: readonly string[]
  /** SIGTERM, then the exit code. */
  readonly stop: () => Promise<number | null>
}

/** `cacheDir` is the seed itself for the run that warms it; otherwise a copy of the seed. */
export function startExamples({
  cacheDir,
}: {
  readonly cacheDir?: string
} = {}): Promise<RunningExamples> {
  const ownCache = cacheDir ?? join(root, 'node_modules', '.vite', `examples-${randomUUID()}`)
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      AIRLOCK_EXAMPLES_PORT: '0',
      AIRLOCK_STACK_PORTS: 'free',
      AIRLOCK_VITE_CACHE_DIR: ownCache,
      AIRLOCK_VITE_CACHE_SEED: examplesCacheSeed,
    },
  })
  const removeOwnCache = () =>
    cacheDir ? Promise.resolve() : rm(ownCache, { recursive: true, force: true })
  const stop = async () => {
    if (child.exitCode !== null) {
      await removeOwnCache()
      return child.exitCode
    }
    child.kill('SIGTERM')
    const [code] = await once(child, 'exit')
    await removeOwnCache()
    return code as number | null
  }
  let output = ''
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes('Press Ctrl-C to stop.')) return
      const urls = output.match(/http:\/\/127\.0\.0\.1:\d+\/?\S*/g) ?? []
      resolve({ process: child, output, urls, stop })
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('exit', (code) =>
      reject(new Error(`npm start exited early with ${code}: ${output}`)),
    )
  })
}
