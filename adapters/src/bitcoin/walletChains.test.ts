import { bitcoinMainnet, bitcoinTestnet, ethereumNetwork } from '@airlock/core'
import { expect, it } from 'vitest'
import { networksOfWallet, walletChain } from './walletChains'

it('names the CAIP-2 Bitcoin networks as Wallet Standard chains', () => {
  expect(walletChain(bitcoinMainnet)).toBe('bitcoin:mainnet')
  expect(walletChain(bitcoinTestnet)).toBe('bitcoin:testnet')
  expect(walletChain(ethereumNetwork)).toBeUndefined()
})

it('keeps the configured networks a wallet serves, in the configured order', () => {
  const configured = [bitcoinTestnet, bitcoinMainnet]
  expect(networksOfWallet(['bitcoin:mainnet', 'bitcoin:testnet'], configured)).toEqual(configured)
  expect(networksOfWallet(['bitcoin:mainnet', 'solana:mainnet'], configured)).toEqual([
    bitcoinMainnet,
  ])
  expect(networksOfWallet(['bitcoin:regtest'], configured)).toEqual([])
})
