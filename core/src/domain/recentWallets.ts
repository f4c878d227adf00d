// spec §3, §9: "recent wallets (max 2, newest first)", kept in local storage.
import { MAX_RECENT_WALLETS } from '../constants'
import type { Connector, WalletListing } from './types'

/**
 * spec §3: what a connection through `connector` records as recent: the directory wallet chosen
 * for it, else a wallet that is its own connector (announced, injected, external). A pairing or
 * the embedded wallet, with no wallet chosen, records none (issue 29 (5)).
 */
export function recentWalletOf(
  connector: Connector,
  chosen?: WalletListing,
): WalletListing | undefined {
  if (chosen) return chosen
  if (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH') return undefined
  return {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    rdns: connector.info?.rdns ?? null,
    image_url: connector.imageUrl,
  }
}

/**
 * spec §3, §9: the recent list after `wallet` was used: it goes to the front, an earlier entry
 * with its id is dropped, and at most MAX_RECENT_WALLETS remain. Duplicate ids already in
 * `list` (say, from an old stored list) are dropped too, keeping the newest.
 */
export function addRecentWallet<W extends { readonly id: string }>(
  list: readonly W[],
  wallet: W,
): readonly W[] {
  const seen = new Set<string>()
  const recent: W[] = []
  for (const entry of [wallet, ...list]) {
    if (recent.length === MAX_RECENT_WALLETS) break
    if (seen.has(entry.id)) continue
    seen.add(entry.id)
    recent.push(entry)
  }
  return recent
}
