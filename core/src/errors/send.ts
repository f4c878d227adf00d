// spec §5: the send form's messages, word for word.
import { fixedMessageError } from './fixedMessageError'

export class SendAmountAndReceiverRequiredError extends fixedMessageError(
  'SendAmountAndReceiverRequiredError',
  'An amount and receiver address are required',
) {}

export class SendTokenRequiredError extends fixedMessageError(
  'SendTokenRequiredError',
  'A token is required',
) {}
