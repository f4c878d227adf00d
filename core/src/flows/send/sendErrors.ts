// spec §5: the send form's messages, word for word; and the send flow's union of failures.
import { Data } from 'effect'
import type { SendRequestError } from '../../domain/sendRequest'
import { fixedMessageError } from '../../errors/fixedMessageError'
import type { RequestAbortedError } from '../../errors/sdk'
import type { TransactionError } from '../transaction/transactionErrors'

export class SendAmountAndReceiverRequiredError extends fixedMessageError(
  'SendAmountAndReceiverRequiredError',
  'An amount and receiver address are required',
) {}

export class SendTokenRequiredError extends fixedMessageError(
  'SendTokenRequiredError',
  'A token is required',
) {}

/** The amount is zero or more than the chosen token's balance. */
export class SendInsufficientBalanceError extends Data.TaggedError('SendInsufficientBalanceError')<{
  readonly symbol: string
}> {
  override get message() {
    return `Insufficient ${this.symbol} balance`
  }
}

/** The receiver is neither an address of the network's namespace nor a name that resolves. */
export class SendReceiverInvalidError extends fixedMessageError(
  'SendReceiverInvalidError',
  'Invalid receiver address',
) {}

/**
 * What the send flow keeps as its error (issue 26): the §5 rule the form breaks (the request's
 * rules, or a receiver that is not valid yet), the visitor giving up on a wallet that has not
 * answered (RequestAbortedError), or the transfer's failure (TransactionError, UnexpectedError
 * for anything else). A receiver's lookup and the fee estimate keep no error.
 */
export type SendError =
  | SendRequestError
  | SendReceiverInvalidError
  | RequestAbortedError
  | TransactionError
