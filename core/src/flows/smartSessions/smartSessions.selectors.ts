import type { SnapshotFrom } from 'xstate'
import { statusFromTags } from '../statusFromTags'
import type { smartSessionsMachine } from './smartSessions.machine'

type Snapshot = SnapshotFrom<typeof smartSessionsMachine>

export type SmartSessionsStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The list: idle before the first load, loading, ready (also while granting or revoking), error. */
export const selectSmartSessionsStatus = (snapshot: Snapshot): SmartSessionsStatus =>
  statusFromTags(snapshot, { loading: 'loading', failed: 'error' }) ??
  (snapshot.matches('idle') ? 'idle' : 'ready')

export const selectSmartSessions = (snapshot: Snapshot) => snapshot.context.sessions
export const selectSmartSessionCreated = (snapshot: Snapshot) => snapshot.context.created
/** spec §6: the wallet is asked to grant (its prompt is open). */
export const selectSmartSessionGranting = (snapshot: Snapshot) => snapshot.hasTag('granting')
/** The id of the session being revoked, while it is. */
export const selectSmartSessionRevoking = (snapshot: Snapshot) =>
  snapshot.hasTag('revoking') ? snapshot.context.target : undefined
export const selectSmartSessionsLoadError = (snapshot: Snapshot) => snapshot.context.loadError
export const selectSmartSessionGrantError = (snapshot: Snapshot) => snapshot.context.grantError
export const selectSmartSessionRevokeError = (snapshot: Snapshot) => snapshot.context.revokeError
