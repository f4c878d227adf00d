import type { SnapshotFrom } from 'xstate'
import type { toastsMachine } from './toasts.machine'

type Snapshot = SnapshotFrom<typeof toastsMachine>

/** The toast on screen, if any. */
export const selectToast = (snapshot: Snapshot) =>
  snapshot.hasTag('visible') ? snapshot.context.toast : undefined
