import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { SWAP_SUPPORTED_CHAIN_IDS } from '../../constants'
import { NetworkNotFoundError } from '../../errors/sdk'
import { networks, networksByNamespace } from './catalogue'
import { findNetwork } from './findNetwork'

const evmIds = networksByNamespace.eip155.map((network) => network.id)

describe('network catalogue', () => {
  it('has the 24 EVM networks of the catalogue', () => {
    expect(evmIds).toHaveLength(24)
  })

  it('spec §3: every caipNetworkId is unique and is namespace:id', () => {
    const ids = networks.map((network) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const network of networks) {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
    }
  })

  it('spec §3: Ethereum is id 1; Sepolia is 11155111', () => {
    const ethereum = networks.find((network) => network.caipNetworkId === 'eip155:1')
    const sepolia = networks.find((network) => network.caipNetworkId === 'eip155:11155111')
    expect(ethereum).toMatchObject({ id: 1, name: 'Ethereum', network: 'mainnet', testnet: false })
    expect(sepolia).toMatchObject({ id: 11155111, network: 'sepolia', testnet: true })
  })

  it.each(SWAP_SUPPORTED_CHAIN_IDS)('spec §9: swap via 1inch on chain %i is supported', (id) => {
    expect(evmIds).toContain(id)
  })

  // spec §9: Coinbase pay chains (ethereum, arbitrum, polygon, berachain, avalanche, optimism,
  // celo, base)
  it.each([1, 42161, 137, 80094, 43114, 10, 42220, 8453])(
    'spec §9: Coinbase pay chain %i is supported',
    (id) => {
      expect(evmIds).toContain(id)
    },
  )

  it('counts the non-EVM networks per namespace', () => {
    expect(networksByNamespace.solana).toHaveLength(3)
    expect(networksByNamespace.bip122).toHaveLength(2)
    expect(networksByNamespace.polkadot).toHaveLength(1)
    expect(networksByNamespace.cosmos).toHaveLength(1)
  })

  it('gives each namespace its native currency', () => {
    expect(networksByNamespace.solana.map((n) => n.nativeCurrency.decimals)).toEqual([9, 9, 9])
    expect(networksByNamespace.bip122.map((n) => n.nativeCurrency.symbol)).toEqual(['BTC', 'BTC'])
    expect(networksByNamespace.polkadot[0]?.nativeCurrency).toMatchObject({ decimals: 10 })
    expect(networksByNamespace.cosmos[0]?.nativeCurrency).toMatchObject({ symbol: 'ATOM' })
  })

  it('maps viem chains with the eip155 namespace and an http RPC url', () => {
    for (const network of networksByNamespace.eip155) {
      expect(network.chainNamespace).toBe('eip155')
      expect(typeof network.id).toBe('number')
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    }
  })
})

describe('findNetwork', () => {
  it('finds eip155:1', () => {
    const result = findNetwork('eip155:1')
    expect(Result.isSuccess(result) && result.success.id).toBe(1)
  })

  it('finds Solana mainnet by its CAIP-2 id', () => {
    const result = findNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(Result.isSuccess(result) && result.success.name).toBe('Solana')
  })

  it.each(['eip155:999999999', '', 'garbage'])('fails for %j with "Network not found"', (id) => {
    const result = findNetwork(id)
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure).toBeInstanceOf(NetworkNotFoundError)
      expect(result.failure._tag).toBe('NetworkNotFoundError')
      expect(result.failure.message).toBe('Network not found')
    }
  })
})
