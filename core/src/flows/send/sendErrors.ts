// spec §5: the send form's messages, word for word.
import { Data } from 'effect'
import { fixedMessageError } from '../../errors/fixedMessageError'

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
