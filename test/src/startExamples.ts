// Runs `npm start` (docs/scripts/start.mjs) on free ports for a test, and stops it.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'

const script = join(import.meta.dirname, '..', '..', 'docs', 'scripts', 'start.mjs')

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

export function startExamples(): Promise<RunningExamples> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, AIRLOCK_EXAMPLES_PORT: '0', AIRLOCK_STACK_PORTS: 'free' },
  })
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode
    child.kill('SIGTERM')
    const [code] = await once(child, 'exit')
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
