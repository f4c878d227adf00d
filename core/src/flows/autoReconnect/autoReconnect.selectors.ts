import type { SnapshotFrom } from 'xstate'
import type { autoReconnectMachine } from './autoReconnect.machine'

type Snapshot = SnapshotFrom<typeof autoReconnectMachine>

/** spec §4: 'reconnecting' while a run is under way. */
export const selectIsReconnecting = (snapshot: Snapshot) => snapshot.hasTag('reconnecting')
export const selectIsReconnected = (snapshot: Snapshot) => snapshot.hasTag('connected')
export const selectReconnections = (snapshot: Snapshot) => snapshot.context.connections
