// spec §4 token send, §5 send rules: the checked form becomes a transfer request (amount in the
// token's smallest unit, the token contract, the network), or the first rule it breaks.
import { Result } from 'effect'
import type { InvalidAmountError } from '../errors/validation'
import {
  SendAmountAndReceiverRequiredError,
  SendInsufficientBalanceError,
  type SendTokenRequiredError,
} from '../flows/send/sendErrors'
import type { ChainNamespace } from './namespaces'
import { validateSendForm } from './sendForm'
import type { CaipNetworkId, SendState } from './types'
import { parseAmount } from './units'

export interface SendRequest {
  readonly caipNetworkId: CaipNetworkId
  readonly namespace: ChainNamespace
  readonly to: string
  /** In the token's smallest unit. */
  readonly amount: bigint
  /** The token contract (plain address); absent for the native coin. */
  readonly tokenAddress?: string
  /** A token's decimals as listed (the API's), which `amount` was scaled with: the adapter
   * checks them on chain (issue 28 (4)). */
  readonly decimals?: number
  /** The visitor chose to send to an unusual recipient anyway (UnusualRecipientError). */
  readonly recipientConfirmed?: true
}

export type SendRequestError =
  | SendAmountAndReceiverRequiredError
  | SendTokenRequiredError
  | InvalidAmountError
  | SendInsufficientBalanceError

/** spec §5: amount and receiver, then token; then the amount parses and is within the balance. */
export function sendRequest(
  form: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>,
): Result.Result<SendRequest, SendRequestError> {
  return Result.flatMap(
    validateSendForm(form),
    (ready): Result.Result<SendRequest, SendRequestError> => {
      const decimals = Number(ready.token.quantity.decimals)
      return Result.flatMap(
        parseAmount(ready.sendTokenAmount.trim(), decimals),
        (amount): Result.Result<SendRequest, SendRequestError> => {
          const balance = parseAmount(ready.token.quantity.numeric, decimals)
          // A zero amount is no amount (spec §5 "An amount and receiver address are required").
          if (amount <= 0n) return Result.fail(new SendAmountAndReceiverRequiredError())
          if (Result.isSuccess(balance) && amount > balance.success) {
            return Result.fail(new SendInsufficientBalanceError({ symbol: ready.token.symbol }))
          }
          const [namespace] = ready.token.chainId.split(':')
          // CAIP-10 token address: the contract is its last part.
          const tokenAddress = ready.token.address?.split(':').at(-1) ?? undefined
          return Result.succeed({
            caipNetworkId: ready.token.chainId,
            namespace: namespace as ChainNamespace,
            to: ready.receiverAddress,
            amount,
            tokenAddress,
            ...(tokenAddress ? { decimals } : {}),
          })
        },
      )
    },
  )
}
