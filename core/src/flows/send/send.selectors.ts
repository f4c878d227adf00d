import type { SnapshotFrom } from 'xstate'
import type { sendMachine } from './send.machine'

type Snapshot = SnapshotFrom<typeof sendMachine>

/** spec §3 token send state, as the form shows it. */
export const selectSendForm = (snapshot: Snapshot) => ({
  token: snapshot.context.token,
  amount: snapshot.context.amount,
  receiver: snapshot.context.receiver,
  receiverAddress: snapshot.context.resolved?.address,
  receiverProfileName: snapshot.context.resolved?.profileName,
  receiverProfileImageUrl: snapshot.context.resolved?.profileImageUrl,
})

export type ReceiverStatus = 'empty' | 'resolving' | 'valid' | 'invalid' | 'notFound'

export const selectReceiverStatus = (snapshot: Snapshot): ReceiverStatus =>
  snapshot.hasTag('receiverValid')
    ? 'valid'
    : snapshot.hasTag('receiverResolving')
      ? 'resolving'
      : snapshot.hasTag('receiverInvalid')
        ? 'invalid'
        : snapshot.hasTag('receiverNotFound')
          ? 'notFound'
          : 'empty'

/** spec §4 "loading while sending": waiting for the wallet, then for the receipt. */
export const selectSendStatus = (snapshot: Snapshot): 'editing' | 'sending' | 'confirming' =>
  snapshot.hasTag('sending') ? 'sending' : snapshot.hasTag('confirming') ? 'confirming' : 'editing'

export const selectSendTransaction = (snapshot: Snapshot) => snapshot.context.transaction
export const selectSendError = (snapshot: Snapshot) => snapshot.context.error

/** Issue 25: the network fee of the form as it stands (native smallest unit), once estimated. */
export const selectSendFee = (snapshot: Snapshot) => snapshot.context.fee
