// The pay flow's types (spec §1 pay): what the payment reads of the widget, its context, the
// events it takes and the outcomes it emits.
import type { CaipNetworkId, ChainNamespace } from '../../domain/namespaces'
import type { CheckedPayment, PaymentResult } from '../../domain/paymentRequest'
import type { SendError } from '../send/sendErrors'
import type { PayError } from './payErrors'

/** What the payment reads of the widget around it. */
export interface PayFacts {
  /** The modal is neither open nor loading. */
  readonly closed: boolean
  readonly connectedNamespaces: readonly ChainNamespace[]
  readonly caipNetworkId?: CaipNetworkId
  /** A network switch runs (a switch asked for meanwhile would be dropped). */
  readonly switching: boolean
}

export interface PayContext {
  readonly payment?: CheckedPayment
  readonly facts?: PayFacts
  /** The send's last failure: what closing the modal ends the payment with. */
  readonly lastError?: SendError
}

/** Where the payment's send form stands (from its snapshots). */
export interface PaySendChanged {
  readonly type: 'send.changed'
  /** The transfer runs: from the wallet's prompt to the receipt. */
  readonly inFlight: boolean
  readonly confirmedHash?: string
  readonly error?: SendError
}

export type PayEvent =
  | { readonly type: 'host.pay'; readonly payment: CheckedPayment }
  | { readonly type: 'app.facts'; readonly facts: PayFacts }
  | PaySendChanged

export type PayEmitted =
  | { readonly type: 'payment.succeeded'; readonly result: PaymentResult }
  | { readonly type: 'payment.failed'; readonly error: PayError }

/** The modal opened on a view for a namespace. */
export interface PayOpen {
  readonly view: 'Connect' | 'Pay'
  readonly namespace?: ChainNamespace
}

/** What the widgetFacts actor is asked: the facts now (after the payment changed them). */
export interface ReadFacts {
  readonly type: 'facts.read'
}
