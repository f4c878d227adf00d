// spec §5: "Send requires amount and receiver ('An amount and receiver address are required')
// and token ('A token is required')."
import { Result } from 'effect'
import {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
} from '../flows/send/sendErrors'
import type { SendState, TokenBalance } from './types'

export interface ReadySend {
  readonly token: TokenBalance
  readonly sendTokenAmount: string
  readonly receiverAddress: string
}

/** spec §5: the form ready to send, amount and receiver checked first, then the token. */
export function validateSendForm(
  form: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>,
): Result.Result<ReadySend, SendAmountAndReceiverRequiredError | SendTokenRequiredError> {
  const { token, sendTokenAmount, receiverAddress } = form
  if (!sendTokenAmount?.trim() || !receiverAddress?.trim()) {
    return Result.fail(new SendAmountAndReceiverRequiredError())
  }
  if (!token) return Result.fail(new SendTokenRequiredError())
  return Result.succeed({ token, sendTokenAmount, receiverAddress })
}
