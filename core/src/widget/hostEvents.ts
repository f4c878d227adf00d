// The events a host hears through `widget.on` (spec §8: CONNECT_SUCCESS, DISCONNECT_SUCCESS,
// SWITCH_NETWORK…), one member per type with its payload (issue 26: a listener of
// 'SEND_SUCCESS' gets its hash typed, and a reaction that tells a misspelt or malformed event
// fails tsc). Every event also becomes an analytics event (./analyticsEvents).
import type { CaipNetworkId, ChainNamespace } from '../domain/namespaces'
import type { CaipNetwork } from '../domain/types'
import type { AlertId } from '../errors/alerts'
import type { StorageIssue } from '../errors/storage'
import type { ActivityError } from '../flows/activity/activityErrors'
import type { ConnectionError } from '../flows/connection/connectionErrors'
import type { NamesError } from '../flows/names/nameErrors'
import type { OnrampError } from '../flows/onramp/onrampErrors'
import type { SendError } from '../flows/send/sendErrors'
import type { SmartSessionError } from '../flows/smartSessions/smartSessionErrors'
import type { SwapStep } from '../flows/swap/swap.types'
import type { SwapStepError } from '../flows/swap/swapErrors'
import type { DisconnectErrorType, SwitchNetworkErrorType } from './handle/handleErrors'

/** A confirmed transaction of the widget's (a send, a payment, a swap). */
export interface ConfirmedTransaction {
  readonly hash: string
  readonly caipNetworkId: CaipNetworkId
}

export type WidgetEvent =
  /** spec §1: the widget runs (once, as it starts); analytics never sends it (spec §7). */
  | { readonly type: 'MODAL_CREATED' }
  | { readonly type: 'MODAL_OPEN' }
  | { readonly type: 'MODAL_CLOSE' }
  | {
      readonly type: 'CONNECT_SUCCESS'
      readonly namespace: ChainNamespace
      readonly connectorId: string
    }
  | {
      readonly type: 'CONNECT_ERROR'
      readonly namespace: ChainNamespace
      readonly error: ConnectionError
    }
  | { readonly type: 'DISCONNECT_SUCCESS'; readonly namespaces: readonly ChainNamespace[] }
  | { readonly type: 'DISCONNECT_ERROR'; readonly error: DisconnectErrorType }
  | { readonly type: 'SWITCH_NETWORK'; readonly caipNetwork: CaipNetwork }
  /** An id that is not among the configured networks (a wallet's refusal is a toast). */
  | { readonly type: 'SWITCH_NETWORK_ERROR'; readonly error: SwitchNetworkErrorType }
  | { readonly type: 'SIWX_AUTH_SUCCESS' }
  /** spec §8 alerts: shown once each. */
  | { readonly type: 'ALERT'; readonly alert: AlertId; readonly message: string }
  /** A stored value could not be read, written or decoded (spec §3 storage keys). */
  | { readonly type: 'STORAGE_ERROR'; readonly error: StorageIssue }
  /** Balances changed: the hooks read them again. */
  | { readonly type: 'ACCOUNT_REFRESH' }
  | ({ readonly type: 'SEND_SUCCESS' } & ConfirmedTransaction)
  | { readonly type: 'SEND_ERROR'; readonly error: SendError }
  | ({ readonly type: 'PAY_SUCCESS' } & ConfirmedTransaction)
  /** A failure of the payment's send (the visitor may try again). */
  | { readonly type: 'PAY_ERROR'; readonly error: SendError }
  | ({ readonly type: 'SWAP_SUCCESS' } & ConfirmedTransaction)
  | { readonly type: 'SWAP_ERROR'; readonly step: SwapStep; readonly error: SwapStepError }
  | { readonly type: 'ONRAMP_SUCCESS'; readonly transactionId: string }
  | { readonly type: 'ONRAMP_ERROR'; readonly error: OnrampError }
  | {
      readonly type: 'REGISTER_ACCOUNT_NAME_SUCCESS'
      readonly name: string
      readonly address: string
    }
  | {
      readonly type: 'REGISTER_ACCOUNT_NAME_ERROR'
      readonly name: string
      readonly error: NamesError
    }
  | { readonly type: 'FETCH_TRANSACTIONS_ERROR'; readonly error: ActivityError }
  | { readonly type: 'SMART_SESSION_GRANTED'; readonly id: string }
  | { readonly type: 'SMART_SESSION_GRANT_ERROR'; readonly error: SmartSessionError }
  | { readonly type: 'SMART_SESSION_REVOKED'; readonly id: string }
  | {
      readonly type: 'SMART_SESSION_REVOKE_ERROR'
      readonly id: string
      readonly error: SmartSessionError
    }

export type WidgetEventType = WidgetEvent['type']

/** The event of one type, or every event for '*'. */
export type WidgetEventOf<Type extends WidgetEventType | '*'> = Type extends WidgetEventType
  ? Extract<WidgetEvent, { readonly type: Type }>
  : WidgetEvent

/** Whether the event is one a listener of `type` hears. */
export function isEventOf<Type extends WidgetEventType | '*'>(
  event: WidgetEvent,
  type: Type,
): event is WidgetEventOf<Type> {
  return type === '*' || event.type === type
}

/** How a flow's reactions tell the host. */
export type Tell = (event: WidgetEvent) => void
