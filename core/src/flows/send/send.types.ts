// The send flow's types (spec §3 token send state, §4 confirmation): its context, the events it
// takes and the outcomes it emits.
import type { ChainNamespace } from '../../domain/namespaces'
import type { SendRequest } from '../../domain/sendRequest'
import type { TokenBalance } from '../../services/blockchainApi/responses'
import type { Transaction } from '../transaction/transaction.machine'
import type { SendError } from './sendErrors'

export interface ResolvedReceiver {
  readonly address: string
  readonly profileName?: string
  readonly profileImageUrl?: string
}

/** spec §4 transaction confirmation (the transaction machine's, under the name hosts know). */
export interface SendTransaction extends Transaction {}

export interface SendContext {
  readonly namespace?: ChainNamespace
  readonly token?: TokenBalance
  readonly amount: string
  /** As typed: an address or an account name. */
  readonly receiver: string
  readonly resolved?: ResolvedReceiver
  readonly transaction?: SendTransaction
  /** The transfer in flight (fixed when it starts: the form cannot change under it). */
  readonly request?: SendRequest
  readonly error?: SendError
  /** Issue 25: the network fee the filled-in form would cost now, in the native coin's smallest
   * unit; absent until estimated, or when it cannot be. */
  readonly fee?: bigint
  /** Issue 28 (4): the visitor chose to send to this unusual recipient anyway. */
  readonly recipientConfirmed?: boolean
}

export type SendEvent =
  | { readonly type: 'app.network'; readonly namespace: ChainNamespace; readonly changed: boolean }
  | { readonly type: 'app.reset' }
  | { readonly type: 'user.setToken'; readonly token: TokenBalance }
  | { readonly type: 'user.setAmount'; readonly amount: string }
  | { readonly type: 'user.setReceiver'; readonly receiver: string }
  | { readonly type: 'user.send' }
  /** Issue 28 (4): send again, to a recipient the adapter called unusual (UnusualRecipientError). */
  | { readonly type: 'user.sendAnyway' }
  /** The visitor gives up on a wallet that has not answered (nothing was sent yet). */
  | { readonly type: 'user.cancel' }
  /** Raised by the machine itself when the form changed (the fee region listens). */
  | { readonly type: 'form.changed' }

export type SendEmitted =
  | { readonly type: 'send.succeeded'; readonly hash: string; readonly request: SendRequest }
  | { readonly type: 'send.failed'; readonly error: SendError }
