// spec §4 wallet events from a Wallet Standard wallet: standard:events `change` with accounts
// (an empty list is the wallet dropping the site). A wallet without the feature sends none.

import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsFeature } from '@wallet-standard/features'
import { solanaAccountsOf } from './walletFeatures'

export function watchWalletAccounts(
  wallet: Wallet,
  onAccounts: (accounts: readonly WalletAccount[]) => void,
): () => void {
  const events = wallet.features['standard:events'] as
    | StandardEventsFeature['standard:events']
    | undefined
  if (!events) return () => {}
  return events.on('change', ({ accounts }) => {
    if (accounts) onAccounts(solanaAccountsOf(accounts))
  })
}
