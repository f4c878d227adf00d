// A consumer's own Vite (its install's node_modules/vite), run as its host runs it: `vite build`,
// then `vite preview` or the `vite` dev server on 127.0.0.1 and a port the system picks, the URL
// read from what Vite prints.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The test runner's environment without what would leak into the host's build: vitest sets
 * NODE_ENV=test, which Vite would take over `production` (React's development build). */
export function hostEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _nodeEnv, VITEST: _vitest, VITEST_MODE: _mode, ...env } = process.env
  return env
}

const viteBin = (dir: string) => join(dir, 'node_modules', 'vite', 'bin', 'vite.js')

export async function viteBuild(dir: string, options: readonly string[] = []): Promise<void> {
  await run(process.execPath, [viteBin(dir), 'build', '--logLevel', 'warn', ...options], {
    cwd: dir,
    env: hostEnv(),
    maxBuffer: 16 * 1024 * 1024,
  })
}

export interface RunningVite {
  readonly url: string
  readonly stop: () => Promise<void>
}

/** `vite preview` of the build, or the dev server (`dev`, development mode). */
export async function startVite(
  dir: string,
  command: 'preview' | 'dev',
  options: readonly string[] = [],
): Promise<RunningVite> {
  const args = [viteBin(dir), ...(command === 'dev' ? [] : [command]), ...options]
  const child = spawn(
    process.execPath,
    [...args, '--host', '127.0.0.1', '--port', '0', '--strictPort'],
    // Plain output (vitest may set FORCE_COLOR): the port is printed in bold otherwise.
    { cwd: dir, env: { ...hostEnv(), NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stop = () => stopChild(child)
  try {
    return { url: await printedUrl(child), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function printedUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail('no URL within 60 s'), 60_000)
    const fail = (reason: string) => {
      clearTimeout(timer)
      reject(new Error(`vite did not start (${reason}):\n${output}`))
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(output)?.[0]
      if (!url) return
      clearTimeout(timer)
      resolve(url)
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => fail(`exited with ${code}`))
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
