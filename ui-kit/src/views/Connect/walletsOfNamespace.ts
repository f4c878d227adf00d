// spec §2: the modal opened for a chain namespace lists that namespace's wallets alone. A
// directory or recent entry that an installed connector stands for goes with that connector's
// namespace; any other, with the chains it names (CAIP-2 `namespace:reference`); an entry that
// names none is kept: nothing says it cannot.
import type { ChainNamespace, Connector, WalletListing } from '@airlock/core'
import { installedConnectorOf } from '../shared/walletRows/walletChoice'

export function walletsOfNamespace(
  wallets: readonly WalletListing[],
  namespace: ChainNamespace | undefined,
  /** Every connector found, of every namespace. */
  connectors: readonly Connector[],
): readonly WalletListing[] {
  if (!namespace) return wallets
  return wallets.filter((wallet) => {
    const installed = installedConnectorOf(wallet, connectors)
    if (installed?.chain) return installed.chain === namespace
    return (
      !wallet.chains ||
      wallet.chains.length === 0 ||
      wallet.chains.some((chain) => chain.startsWith(`${namespace}:`))
    )
  })
}
