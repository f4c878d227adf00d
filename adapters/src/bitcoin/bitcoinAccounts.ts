// spec §3 Account for bip122: 'payment' or 'ordinal', payment first (spec §9 default account
// type: bip122 payment). `bitcoin:connect` answers in the order of the purposes asked; a
// `change` event carries no purposes, so there a taproot address (the ordinals convention of
// Xverse-style wallets) counts as ordinal and any other as payment.
import type { Account } from '@airlock/core/adapter'
import { base16 } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinAddressPurpose } from './bitcoinFeatures'

const taproot = /^(bc|tb|bcrt)1p/i

export function accountTypeOf(address: string, purpose?: BitcoinAddressPurpose): Account['type'] {
  if (purpose) return purpose === 'ordinals' ? 'ordinal' : 'payment'
  return taproot.test(address) ? 'ordinal' : 'payment'
}

export function bitcoinAccounts(
  walletAccounts: readonly WalletAccount[],
  purposes: readonly BitcoinAddressPurpose[] = [],
): Account[] {
  const accounts = walletAccounts.map((account, index) => ({
    namespace: 'bip122' as const,
    address: account.address,
    type: accountTypeOf(account.address, purposes[index]),
    publicKey: base16.encode(Uint8Array.from(account.publicKey)).toLowerCase(),
  }))
  // Stable: payment accounts keep their order and come before the ordinals ones.
  return [
    ...accounts.filter((account) => account.type === 'payment'),
    ...accounts.filter((account) => account.type !== 'payment'),
  ]
}
