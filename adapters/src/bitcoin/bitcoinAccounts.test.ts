import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { accountTypeOf, bitcoinAccounts } from './bitcoinAccounts'

const segwit = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const taproot = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'
const walletAccount = (address: string): WalletAccount => ({
  address,
  publicKey: Uint8Array.of(0xab, 0x01),
  chains: ['bitcoin:mainnet'],
  features: [],
})

describe('bitcoinAccounts (spec §3 payment / ordinal, payment first per spec §9)', () => {
  it('types accounts by the purposes asked, in their order', () => {
    const accounts = bitcoinAccounts(
      [walletAccount(segwit), walletAccount(taproot)],
      ['payment', 'ordinals'],
    )
    expect(accounts).toEqual([
      { namespace: 'bip122', address: segwit, type: 'payment', publicKey: 'ab01' },
      { namespace: 'bip122', address: taproot, type: 'ordinal', publicKey: 'ab01' },
    ])
  })

  it('puts payment first even when the wallet answers ordinals first', () => {
    const accounts = bitcoinAccounts(
      [walletAccount(taproot), walletAccount(segwit)],
      ['ordinals', 'payment'],
    )
    expect(accounts.map((a) => a.type)).toEqual(['payment', 'ordinal'])
  })

  it('without purposes (a change event) counts taproot as ordinal, anything else as payment', () => {
    expect(accountTypeOf(taproot)).toBe('ordinal')
    expect(accountTypeOf('tb1pqqqq')).toBe('ordinal')
    expect(accountTypeOf(segwit)).toBe('payment')
    expect(accountTypeOf('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe('payment')
    // The purpose the wallet answered to wins over the address kind.
    expect(accountTypeOf(taproot, 'payment')).toBe('payment')
  })
})
