import type { SnapshotFrom } from 'xstate'
import type { walletListMachine } from './walletList.machine'

type Snapshot = SnapshotFrom<typeof walletListMachine>

export const selectFeaturedWallets = (snapshot: Snapshot) => snapshot.context.featured
export const selectRecommendedWallets = (snapshot: Snapshot) => snapshot.context.recommended
export const selectWallets = (snapshot: Snapshot) => snapshot.context.wallets
/** The search results while a query is set, else undefined. */
export const selectSearchResults = (snapshot: Snapshot) =>
  snapshot.context.query === '' ? undefined : snapshot.context.search
export const selectWalletListLoading = (snapshot: Snapshot) => snapshot.hasTag('loading')
export const selectHasMoreWallets = (snapshot: Snapshot) =>
  snapshot.context.featured.length +
    snapshot.context.recommended.length +
    snapshot.context.wallets.length <
  snapshot.context.count
