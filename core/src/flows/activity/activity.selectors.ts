import type { SnapshotFrom } from 'xstate'
import { statusFromTags } from '../statusFromTags'
import type { activityMachine } from './activity.machine'

type Snapshot = SnapshotFrom<typeof activityMachine>

/** spec §4 history states: loading (first page), ready, error; idle before the first load. */
export const selectActivityStatus = (snapshot: Snapshot): 'idle' | 'loading' | 'ready' | 'error' =>
  statusFromTags(snapshot, { loading: 'loading', failed: 'error' }) ??
  (snapshot.matches('ready') ? 'ready' : 'idle')

export const selectActivityTransactions = (snapshot: Snapshot) => snapshot.context.transactions
export const selectActivityPurchases = (snapshot: Snapshot) => snapshot.context.purchases
/** spec §4 "next cursor": more history to load. */
export const selectActivityHasMore = (snapshot: Snapshot) => snapshot.context.next !== undefined
export const selectActivityLoadingMore = (snapshot: Snapshot) => snapshot.hasTag('loadingMore')
export const selectActivityError = (snapshot: Snapshot) => snapshot.context.error
