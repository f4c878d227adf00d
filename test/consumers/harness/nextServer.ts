// A Next.js consumer as its host runs it: `next build` once, then `next start` (or `next dev`)
// on 127.0.0.1 and a free port, as a child process of its own that `stop()` ends with its
// children. Telemetry is off: the machine is offline and a run must not wait on it.
import { execFile, spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../../stack/ports'

const run = promisify(execFile)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const nextBin = (dir: string) => join(dir, 'node_modules', 'next', 'dist', 'bin', 'next')

/** `next build` in the consumer's folder, from a clean `.next` as on a host's CI; resolves
 * with its output, rejects with it. */
export async function nextBuild(dir: string): Promise<string> {
  await rm(join(dir, '.next'), { recursive: true, force: true })
  try {
    const { stdout, stderr } = await run(process.execPath, [nextBin(dir), 'build'], {
      cwd: dir,
      env: { ...env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    })
    return `${stdout}${stderr}`
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`next build failed:\n${stdout}${stderr}`)
  }
}

export interface NextServer {
  readonly url: string
  /** Everything the server printed so far (its own errors and warnings land here). */
  readonly output: () => string
  readonly stop: () => Promise<void>
}

/** `next start` (after {@link nextBuild}) or `next dev`, answering on `url` once it resolves. */
export async function startNext(dir: string, mode: 'start' | 'dev'): Promise<NextServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [nextBin(dir), mode, '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env: { ...env, NODE_ENV: mode === 'dev' ? 'development' : 'production' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    // Its own process group: `next start` forks a worker that must go too.
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGKILL')
    }
  }
  // `next dev` compiles `/` on this first request: tens of seconds on 2 cores.
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next ${mode} exited:\n${output}`)
    const answered = await fetch(url, { signal: AbortSignal.timeout(90_000) }).then(
      (response) => response.status < 500,
      () => false,
    )
    if (answered) return { url, output: () => output, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`next ${mode} did not answer on ${url} within 120 s:\n${output}`)
}
