import type { SnapshotFrom } from 'xstate'
import type { payMachine } from './pay.machine'

type Snapshot = SnapshotFrom<typeof payMachine>

/** spec §1 pay: a payment runs (one at a time). */
export const selectPaymentInProgress = (snapshot: Snapshot) => snapshot.hasTag('paying')
