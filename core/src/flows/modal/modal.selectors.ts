import type { SnapshotFrom } from 'xstate'
import type { modalMachine } from './modal.machine'

type Snapshot = SnapshotFrom<typeof modalMachine>

export const selectIsOpen = (snapshot: Snapshot) => snapshot.hasTag('open')
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading')
export const selectView = (snapshot: Snapshot) => snapshot.context.stack.at(-1)
export const selectViewStack = (snapshot: Snapshot) => snapshot.context.stack
export const selectCanGoBack = (snapshot: Snapshot) => snapshot.context.stack.length > 1
/** spec §2: closing is disabled while sign-in is required and no session exists. */
export const selectCloseBlocked = (snapshot: Snapshot) => snapshot.hasTag('closeBlocked')
export const selectIsShaking = (snapshot: Snapshot) => snapshot.hasTag('shaking')
export const selectAccountTab = (snapshot: Snapshot) => snapshot.context.tab
export const selectModalNamespace = (snapshot: Snapshot) => snapshot.context.namespace
