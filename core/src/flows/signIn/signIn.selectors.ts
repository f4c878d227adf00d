import type { SnapshotFrom } from 'xstate'
import type { signInMachine } from './signIn.machine'

type Snapshot = SnapshotFrom<typeof signInMachine>

/** spec §2: SIWXSignMessage is forced while this holds. */
export const selectSignInNeeded = (snapshot: Snapshot) => snapshot.hasTag('signInNeeded')
/** spec §2: closing is disabled while sign-in is required and no session exists. */
export const selectSignInBlocksClose = (snapshot: Snapshot) =>
  snapshot.context.required && snapshot.hasTag('signInNeeded')
export const selectIsSignedIn = (snapshot: Snapshot) => snapshot.hasTag('signedIn')
export const selectSignInError = (snapshot: Snapshot) => snapshot.context.error
export const selectSession = (snapshot: Snapshot) => snapshot.context.session
