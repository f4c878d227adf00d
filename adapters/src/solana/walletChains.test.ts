import { ethereumNetwork, solanaDevnet, solanaMainnet, solanaTestnet } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { networksOfWallet, walletChainFor } from './walletChains'

describe('walletChainFor', () => {
  it('hands a wallet that names clusters its own name for the network', () => {
    expect(walletChainFor(['solana:mainnet', 'solana:devnet'], solanaMainnet)).toBe(
      'solana:mainnet',
    )
    expect(walletChainFor(['solana:mainnet', 'solana:devnet'], solanaDevnet)).toBe('solana:devnet')
  })

  it('hands a wallet that lists CAIP-2 ids the CAIP-2 id', () => {
    expect(
      walletChainFor([solanaTestnet.caipNetworkId as `${string}:${string}`], solanaTestnet),
    ).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
  })

  it('is undefined for a network the wallet does not list', () => {
    expect(walletChainFor(['solana:devnet'], solanaMainnet)).toBeUndefined()
    expect(walletChainFor(['solana:mainnet'], ethereumNetwork)).toBeUndefined()
  })
})

describe('networksOfWallet', () => {
  it('keeps the configured order and drops what the wallet lacks', () => {
    const networks = [solanaTestnet, solanaMainnet, solanaDevnet]
    expect(networksOfWallet(['solana:mainnet', 'solana:testnet'], networks)).toEqual([
      solanaTestnet,
      solanaMainnet,
    ])
    expect(networksOfWallet(['bip122:000000000019d6689c085ae165831e93'], networks)).toEqual([])
  })
})
