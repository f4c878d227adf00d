// The page's Wallet Standard registry, @wallet-standard/app's getWallets(), shared with every
// other library on the page; the package is an optional peer, loaded on first use. Nothing that
// registered before the load is missed: getWallets() on its first call dispatches
// `wallet-standard:app-ready`, which every wallet already on the page answers by registering,
// and listens for `wallet-standard:register-wallet` from the wallets that come later.
import type { Wallets } from '@wallet-standard/app'
import { Effect } from 'effect'
import { CodeUnavailableError } from '../errors/walletRpcErrors'
import { loadPeer, missingPeerOr, type PeerEntry } from './loadPeer'

export function pageWallets(entry: PeerEntry): Promise<Wallets> {
  return loadPeer(entry, '@wallet-standard/app', () => import('@wallet-standard/app')).then(
    ({ getWallets }) => getWallets(),
  )
}

/** pageWallets as an effect: MissingPeerDependencyError, or CodeUnavailableError (a WalletRpcError) for any other failure. */
export const loadPageWallets = (entry: PeerEntry) =>
  Effect.tryPromise({
    try: () => pageWallets(entry),
    catch: missingPeerOr(
      (cause) =>
        new CodeUnavailableError({
          message: 'The Wallet Standard registry could not be loaded.',
          cause,
        }),
    ),
  })

/**
 * Discovery on the page's registry: `subscribe` once it has loaded, or with `undefined` when it
 * cannot (the package missing), so discovery still reports; nothing after an unsubscribe.
 */
export function watchPageWallets(
  entry: PeerEntry,
  subscribe: (wallets: Wallets | undefined) => () => void,
): () => void {
  let stopped = false
  let stop: (() => void) | undefined
  const start = (wallets: Wallets | undefined) => {
    if (!stopped) stop = subscribe(wallets)
  }
  pageWallets(entry).then(start, () => start(undefined))
  return () => {
    stopped = true
    stop?.()
  }
}
