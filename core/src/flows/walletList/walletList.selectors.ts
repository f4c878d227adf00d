import type { SnapshotFrom } from 'xstate'
import type { walletListMachine } from './walletList.machine'
import { morePages } from './walletListPaging'

type Snapshot = SnapshotFrom<typeof walletListMachine>

export const selectFeaturedWallets = (snapshot: Snapshot) => snapshot.context.featured
export const selectRecommendedWallets = (snapshot: Snapshot) => snapshot.context.recommended
export const selectWallets = (snapshot: Snapshot) => snapshot.context.wallets
/** The search results while a query is set, else undefined. */
export const selectSearchResults = (snapshot: Snapshot) =>
  snapshot.context.query === '' ? undefined : snapshot.context.search
export const selectWalletListLoading = (snapshot: Snapshot) => snapshot.hasTag('loading')
export const selectHasMoreWallets = (snapshot: Snapshot) => morePages(snapshot.context)
/** Issue 30 (3): how many wallets the directory lists in all (the page count, which leaves out
 * the featured and recommended wallets it was asked to, plus those); undefined before a page. */
export const selectWalletTotal = (snapshot: Snapshot) =>
  snapshot.context.count === 0
    ? undefined
    : snapshot.context.count +
      snapshot.context.featured.length +
      snapshot.context.recommended.length
/** The first load failed (spec §8: the list shows the error and a retry). */
export const selectWalletListFailed = (snapshot: Snapshot) => snapshot.hasTag('error')
/** The last request's failure: a new value per failure, so a failed page shows as a change. */
export const selectWalletListError = (snapshot: Snapshot) => snapshot.context.error
/** A typed query waits for its results: the 300 ms pause (spec §9), then the request. */
export const selectSearchPending = (snapshot: Snapshot) => snapshot.hasTag('searchPending')
/** The host's excluded wallets (spec §5), which apply to connectors too. */
export const selectExcludedWallets = (snapshot: Snapshot) =>
  snapshot.context.excludedWallets ?? noExclusions
const noExclusions: readonly string[] = []
/** spec §2: the host's custom wallets, and its order of the Connect view's sections. */
export const selectCustomWallets = (snapshot: Snapshot) => snapshot.context.customWallets
export const selectConnectorOrder = (snapshot: Snapshot) => snapshot.context.connectorOrder
