import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Stack, startStack, stopStack, UNSUPPORTED_CHAIN_ID } from './stack'

describe('the local EVM stack', () => {
  let stack: Stack | undefined
  beforeAll(async () => {
    stack = await startStack()
  })
  afterAll(async () => {
    await stopStack(stack)
  })

  it('runs chains 1, 11155111 and the unsupported 424242, each on its own node', async () => {
    const { chains } = stack as Stack
    const ids = await Promise.all(
      [chains.mainnet, chains.sepolia, chains.unsupported].map((anvil) =>
        anvil.request<string>('eth_chainId'),
      ),
    )
    expect(ids.map(Number)).toEqual([1, 11155111, UNSUPPORTED_CHAIN_ID])
    expect(
      new Set([chains.mainnet.rpcUrl, chains.sepolia.rpcUrl, chains.unsupported.rpcUrl]).size,
    ).toBe(3)
  })

  it('has the fixtures at the same addresses on chains 1 and 11155111, none on 424242', async () => {
    const { chains, fixtures } = stack as Stack
    for (const anvil of [chains.mainnet, chains.sepolia]) {
      for (const address of Object.values(fixtures)) {
        expect(await anvil.request<string>('eth_getCode', [address, 'latest'])).not.toBe('0x')
      }
    }
    expect(await chains.unsupported.request<string>('eth_getCode', [fixtures.usdc, 'latest'])).toBe(
      '0x',
    )
  })

  it('snapshot then revert undoes every change on every chain', async () => {
    const s = stack as Stack
    const revert = await s.snapshot()
    const before = await s.chains.mainnet.request<string>('eth_blockNumber')
    await s.chains.mainnet.request('evm_mine')
    await s.chains.sepolia.request('evm_mine')
    expect(Number(await s.chains.mainnet.request<string>('eth_blockNumber'))).toBe(
      Number(before) + 1,
    )
    await revert()
    expect(await s.chains.mainnet.request<string>('eth_blockNumber')).toBe(before)
  })

  it('runs the local Solana, answering as mainnet with its fixtures funded', async () => {
    const { solana } = stack as Stack
    const call = async (method: string, params: unknown[] = []) => {
      const response = await fetch(solana.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await response.json()) as { result: unknown }).result
    }
    expect(await call('getGenesisHash')).toMatch(/^5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/)
    const owner = solana.fixtures.wallets[0]?.publicKey.toBase58()
    expect(await call('getBalance', [owner])).toMatchObject({ value: 100_000_000_000 })
  })

  it('stops leaving no node behind', async () => {
    const other = await startStack()
    const url = other.chains.mainnet.rpcUrl
    const solanaUrl = other.solana.rpcUrl
    await stopStack(other)
    await stopStack(other)
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(fetch(solanaUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
