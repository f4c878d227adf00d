import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const script = join(import.meta.dirname, '..', '..', 'docs', 'scripts', 'start.mjs')
let child: ChildProcess | undefined

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
})

function startServer(): Promise<{ url: string; output: () => string }> {
  const started = spawn(process.execPath, [script], {
    env: { ...process.env, AIRLOCK_EXAMPLES_PORT: '0' },
  })
  child = started
  let output = ''
  return new Promise((resolve, reject) => {
    started.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = output.match(/http:\/\/127\.0\.0\.1:\d+\//)?.[0]
      if (url) resolve({ url, output: () => output })
    })
    started.once('exit', (code) => reject(new Error(`start exited early with ${code}: ${output}`)))
  })
}

describe('npm start', () => {
  it('prints what it serves, serves it, and stops on SIGTERM leaving the port free', async () => {
    const { url, output } = await startServer()
    expect(output()).toContain('Airlock is serving:')
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Biome is the one linter and formatter')
    expect((await fetch(`${url}nope`)).status).toBe(404)

    child?.kill('SIGTERM')
    const [code] = await once(child as ChildProcess, 'exit')
    expect(code).toBe(0)
    await expect(fetch(url)).rejects.toThrow()
  })
})
