// `npm start` prints what it serves, serves the examples, the decisions and the local chains,
// and stops everything on SIGTERM.
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningExamples, startExamples } from './startExamples'

let running: RunningExamples | undefined
afterEach(async () => {
  await running?.stop()
})

const chainId = async (url: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return ((await response.json()) as { result: string }).result
}

describe('npm start', () => {
  it('serves the examples, the decisions and the chains, and SIGTERM stops them all', async () => {
    running = await startExamples()
    expect(running.output).toContain('Airlock is serving:')
    const [examples = '', decisions = '', chain1 = '', sepolia = '', unsupported = ''] =
      running.urls
    expect(await (await fetch(examples)).text()).toContain('<script type="module"')
    expect(await (await fetch(decisions)).text()).toContain('Biome is the one linter and formatter')
    expect(await Promise.all([chain1, sepolia, unsupported].map(chainId))).toEqual([
      '0x1',
      '0xaa36a7',
      '0x67932',
    ])

    expect(await running.stop()).toBe(0)
    await expect(fetch(examples)).rejects.toThrow()
    await expect(chainId(chain1)).rejects.toThrow()
  }, 30_000)
})
