// What the hooks read of the embedded wallet (spec §3 user, socialProvider, farcasterUrl), by tag.
import type { SnapshotFrom } from 'xstate'
import { statusFromTags } from '../statusFromTags'
import type { embeddedApprovalMachine } from './embeddedApproval.machine'
import type { embeddedWalletMachine } from './embeddedWallet.machine'
import type { updateEmailMachine } from './updateEmail.machine'

type Snapshot = SnapshotFrom<typeof embeddedWalletMachine>
type UpdateSnapshot = SnapshotFrom<typeof updateEmailMachine>
type ApprovalSnapshot = SnapshotFrom<typeof embeddedApprovalMachine>

export type EmbeddedFrameStatus = 'idle' | 'loading' | 'ready' | 'failed'
export type EmbeddedLoginStatus =
  | 'signedOut'
  | 'emailPending'
  | 'awaitingDevice'
  | 'awaitingOtp'
  | 'verifying'
  | 'socialPending'
  | 'farcasterPending'
  | 'fetchingUser'
  | 'signedIn'
export type UpdateEmailStep = 'none' | 'sending' | 'primaryOtp' | 'secondaryOtp'

/** spec §4: not ready (loading), then ready; failed after 20 s or a refused origin. */
export const selectFrameStatus = (snapshot: Snapshot): EmbeddedFrameStatus =>
  statusFromTags(snapshot, {
    frameReady: 'ready',
    frameFailed: 'failed',
    frameLoading: 'loading',
  }) ?? 'idle'

const loginTags = [
  'signedIn',
  'verifying',
  'awaitingOtp',
  'awaitingDevice',
  'emailPending',
  'socialPending',
  'farcasterPending',
  'fetchingUser',
] as const

export const selectLoginStatus = (snapshot: Snapshot): EmbeddedLoginStatus =>
  loginTags.find((tag) => snapshot.hasTag(tag)) ?? 'signedOut'

/** spec §7 update e-mail (updateEmail.machine.ts). */
export const selectUpdateEmailStep = (snapshot: UpdateSnapshot): UpdateEmailStep =>
  statusFromTags(snapshot, {
    secondaryOtp: 'secondaryOtp',
    primaryOtp: 'primaryOtp',
    updateSending: 'sending',
  }) ?? 'none'

export const selectEmbeddedUser = (snapshot: Snapshot) => snapshot.context.user
export const selectEmbeddedError = (snapshot: Snapshot) => snapshot.context.error
export const selectEmbeddedEmail = (snapshot: Snapshot) =>
  snapshot.context.user?.email ?? snapshot.context.email
export const selectNewEmail = (snapshot: UpdateSnapshot) => snapshot.context.newEmail
export const selectUpdateEmailError = (snapshot: UpdateSnapshot) => snapshot.context.error
export const selectUpdateVerifying = (snapshot: UpdateSnapshot) => snapshot.hasTag('verifying')
export const selectFarcasterUrl = (snapshot: Snapshot) => snapshot.context.farcasterUrl
export const selectPreferredAccountType = (snapshot: Snapshot) =>
  snapshot.context.preferredAccountType
/** spec §3: the chain ids where the smart account is offered; undefined until the frame says. */
export const selectSmartAccountEnabledNetworks = (snapshot: Snapshot) =>
  snapshot.context.smartAccountEnabledNetworks
/** spec §6: the host's call waiting for the visitor in ApproveTransaction. */
export const selectPendingApproval = (snapshot: ApprovalSnapshot) => snapshot.context.approval
export const selectVerifying = (snapshot: Snapshot) => snapshot.hasTag('verifying')
