// `npm start` prints what it serves, serves the examples, the decisions and the local chains
// (EVM and Solana), and stops everything on SIGTERM.
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningExamples, startExamples } from './startExamples'

let running: RunningExamples | undefined
afterEach(async () => {
  await running?.stop()
})

const rpcResult = async (url: string, method: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result: string }).result
}
const chainId = (url: string) => rpcResult(url, 'eth_chainId')

describe('npm start', () => {
  it('serves the examples, the decisions and the chains, and SIGTERM stops them all', async () => {
    running = await startExamples()
    expect(running.output).toContain('Airlock is serving:')
    const [
      examples = '',
      decisions = '',
      chain1 = '',
      sepolia = '',
      unsupported = '',
      solana = '',
    ] = running.urls
    expect(await (await fetch(examples)).text()).toContain('<script type="module"')
    expect(await (await fetch(decisions)).text()).toContain('Biome is the one linter and formatter')
    expect(await Promise.all([chain1, sepolia, unsupported].map(chainId))).toEqual([
      '0x1',
      '0xaa36a7',
      '0x67932',
    ])
    // The Solana row (issue 17): the shim answers as mainnet-beta, whose genesis hash begins
    // with the CAIP-2 reference (decision 0017).
    expect(running.output).toMatch(
      /Solana JSON-RPC · WebSocket.*http:\/\/127\.0\.0\.1:\d+ · ws:\/\//,
    )
    expect(await rpcResult(solana, 'getGenesisHash')).toMatch(/^5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/)
    // The embedded wallet's frame site (issue 16): its own origin, serving the frame page.
    const frameSite = running.output.match(
      /embedded-wallet frame site.*?(http:\/\/127\.0\.0\.1:\d+)/,
    )?.[1]
    expect(frameSite).toBeDefined()
    expect(running.urls).toContain(frameSite)
    expect(await (await fetch(`${frameSite}/frame`)).text()).toContain('/frame.js')

    expect(await running.stop()).toBe(0)
    await expect(fetch(examples)).rejects.toThrow()
    await expect(chainId(chain1)).rejects.toThrow()
  }, 30_000)
})
