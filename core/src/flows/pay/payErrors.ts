// Pay (spec §1 toggle "pay"): a host's payment request run as a prefilled send. The spec quotes
// no messages for it: the texts say what went wrong in the words the Pay view uses.
import { Data } from 'effect'
import { fixedMessageError } from '../../errors/fixedMessageError'
import type { SendError } from '../send/sendErrors'

/** The pay toggle (spec §1) is off. */
export class PayNotEnabledError extends fixedMessageError(
  'PayNotEnabledError',
  'Pay is not enabled',
) {}

/** The host's request is not one the widget can run; `field` names the part that is wrong. */
export class PaymentRequestInvalidError extends Data.TaggedError('PaymentRequestInvalidError')<{
  readonly field: 'network' | 'asset' | 'amount' | 'recipient' | 'metadata'
  readonly value: unknown
}> {
  override get message() {
    return `Invalid payment ${this.field}: ${String(this.value)}`
  }
}

/** Another payment is still open in the modal. */
export class PaymentInProgressError extends fixedMessageError(
  'PaymentInProgressError',
  'Another payment is in progress',
) {}

/** The visitor closed the modal before the payment was sent (a wallet's refusal is its own error). */
export class PaymentCancelledError extends fixedMessageError(
  'PaymentCancelledError',
  'Payment cancelled',
) {}

/**
 * What a payment ends with when it fails (issue 26): the modal closed before anything was sent,
 * with the send's last failure (SendError: a refused transfer, a §5 rule, UnexpectedError…) or,
 * when there was none, PaymentCancelledError.
 */
export type PayError = SendError | PaymentCancelledError
