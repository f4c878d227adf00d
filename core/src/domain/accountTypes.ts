// spec §9 "Default account types: bip122 payment, eip155 smartAccount, polkadot eoa, solana
// eoa": the account a wallet that has several (the embedded wallet) uses unless told otherwise.
import type { AccountType, ChainNamespace } from './types'

export const defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}
