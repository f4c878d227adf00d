import type { SnapshotFrom } from 'xstate'
import type { pairingMachine } from './pairing.machine'

type Snapshot = SnapshotFrom<typeof pairingMachine>

/** The URI to show as a QR code or deep link; undefined while none is valid. */
export const selectPairingUri = (snapshot: Snapshot) =>
  snapshot.hasTag('ready') ? snapshot.context.uri : undefined
export const selectPairingExpired = (snapshot: Snapshot) => snapshot.hasTag('expired')
export const selectPairingLoading = (snapshot: Snapshot) => snapshot.hasTag('loading')
/** spec §3 connection state `wcError`. */
export const selectPairingError = (snapshot: Snapshot) =>
  snapshot.hasTag('failed') ? snapshot.context.error : undefined

export type PairingStatus = 'idle' | 'loading' | 'ready' | 'expired' | 'failed'

/** The pairing's stage, from its tags (getState().pairing.status). */
export function selectPairingStatus(snapshot: Snapshot): PairingStatus {
  const tagged = (['loading', 'ready', 'expired', 'failed'] as const).find((tag) =>
    snapshot.hasTag(tag),
  )
  return tagged ?? 'idle'
}

/** The last URI made, even once expired or failed (getState().pairing.uri). */
export const selectLastPairingUri = (snapshot: Snapshot) => snapshot.context.uri
