// spec §7 "Node RPC per chain with chainId and projectId" (issue 29 (4)): a network the host
// gave no node URL reads through the widget's Blockchain API proxy (the local API, forwarding to
// anvil); a network it gave URLs for reads from them only.
import { createWidget, ethereumNetwork, loadAdapter, sepoliaNetwork } from '@airlock/core'
import { memoryBackend } from '@airlock/core/testing'
import { Effect } from 'effect'
import { formatEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'
import { evmStackForFile } from './evmTestHarness'

const { stack } = evmStackForFile()
const holder = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const destroyers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const destroy of destroyers.splice(0)) await destroy()
})

/** A widget over an EVM adapter given `rpcUrls`, on the local API; the adapter as loaded. */
async function widgetWith(rpcUrls?: Readonly<Record<number, readonly string[]>>) {
  const api = stack().services.api
  api.clearRequests()
  const deferred = createEvmAdapter({
    networks: [ethereumNetwork, sepoliaNetwork],
    ...(rpcUrls ? { rpcUrls } : {}),
    discovery: { target: new EventTarget(), legacyProvider: () => undefined },
  })
  const widget = createWidget({
    projectId: 'local',
    adapters: [deferred],
    networks: [ethereumNetwork, sepoliaNetwork],
    storage: memoryBackend(),
    services: { blockchainApiUrl: api.url },
  })
  destroyers.push(() => widget.destroy())
  await widget.ready
  return { adapter: await loadAdapter(deferred), api }
}

const proxied = (api: ReturnType<typeof stack>['services']['api']) =>
  api.requests().filter((request) => request.method === 'POST' && request.path === '/v1/')

describe('the EVM adapter’s node reads', () => {
  it('go through the Blockchain API proxy, with chainId and projectId, when the host gave no URL', async () => {
    const { adapter, api } = await widgetWith()
    const balance = await Effect.runPromise(
      adapter.getBalance({ address: holder, caipNetwork: sepoliaNetwork }),
    )
    const onNode = await stack().chains.sepolia.request<string>('eth_getBalance', [
      holder,
      'latest',
    ])
    expect(balance).toEqual({ balance: formatEther(BigInt(onNode)), symbol: 'ETH' })
    expect(proxied(api).map((request) => request.query)).toContainEqual({
      chainId: 'eip155:11155111',
      projectId: 'local',
    })
  })

  it('spec §9 "batch 1000": node calls made in the same tick go as one JSON-RPC batch', async () => {
    const { api } = await widgetWith()
    const { networkClient } = await import('./publicClient')
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const proxy = `${api.url}/v1/?chainId=eip155:11155111&projectId=local`
    const client = networkClient(sepoliaNetwork, [proxy])
    api.clearRequests()
    const balances = await Promise.all(
      [holder, other].map((address) =>
        client.request({ method: 'eth_getBalance', params: [address as `0x${string}`, 'latest'] }),
      ),
    )
    const bodies = proxied(api).map((request) => request.body)
    expect(bodies).toHaveLength(1)
    const [batch] = bodies as { method: string; params: unknown[] }[][]
    expect(batch?.map((call) => [call.method, call.params[0]])).toEqual([
      ['eth_getBalance', holder],
      ['eth_getBalance', other],
    ])
    expect(balances).toEqual(
      await Promise.all(
        [holder, other].map((address) =>
          stack().chains.sepolia.request<string>('eth_getBalance', [address, 'latest']),
        ),
      ),
    )
  })

  it("read from the host's URLs only, when it gave them", async () => {
    const { mainnet } = stack().chains
    const { adapter, api } = await widgetWith({ 1: [mainnet.rpcUrl] })
    await Effect.runPromise(adapter.getBalance({ address: holder, caipNetwork: ethereumNetwork }))
    expect(proxied(api)).toEqual([])
  })
})
