// spec §4 swap: the form's own refusals (the network's are §8 'Network not supported for
// Swaps' / 'for Gas Price', in sdk.ts). Wallet and chain failures keep their own tags
// (UserRejectedError, TransactionRevertedError). And the swap flow's unions of failures.
import { Data } from 'effect'
import { flowErrorOf, type UnexpectedError } from '../../errors/errorInfo'
import { fixedMessageError } from '../../errors/fixedMessageError'
import { type HttpError, httpErrors } from '../../errors/http'
import { GasPriceNetworkNotSupportedError, SwapNetworkNotSupportedError } from '../../errors/sdk'
import { InvalidAmountError } from '../../errors/validation'
import { type TransactionError, transactionErrors } from '../transaction/transactionErrors'

/** The amount is more than the balance of the token to swap from. */
export class SwapInsufficientBalanceError extends Data.TaggedError('SwapInsufficientBalanceError')<{
  readonly symbol: string
}> {
  override get message() {
    return `Insufficient ${this.symbol} balance`
  }
}

/** The API has no quote for the pair and amount (an empty `quotes` answer). */
export class SwapNoLiquidityError extends fixedMessageError(
  'SwapNoLiquidityError',
  'Insufficient liquidity',
) {}

/** The swap's code (loaded on first use) could not be loaded: offline, or a deploy replaced it. */
export class SwapUnavailableError extends Data.TaggedError('SwapUnavailableError')<{
  readonly cause: unknown
}> {
  override get message() {
    return 'Swap could not be loaded. Reload the page to try again.'
  }
}

/**
 * What one swap step (approve or swap) fails with (issue 26): its code could not be loaded
 * (SwapUnavailableError), the API's build-approve or build-transaction (spec §7, HttpError), and
 * what sending and confirming the transaction fails with (TransactionError).
 */
export type SwapStepError = SwapUnavailableError | HttpError | TransactionError

/** A failure of a swap step's program as the step's transaction keeps it. */
export const swapStepErrorOf = flowErrorOf<SwapStepError>({
  SwapUnavailableError,
  ...httpErrors,
  ...transactionErrors,
})

/**
 * What the swap flow keeps as its error (issue 26): the network is not a swap chain (spec §8
 * 'Network not supported for Swaps'), the amount is malformed or more than the balance, the
 * tokens' or the quote's calls (spec §7: the gas price's 'Network not supported for Gas Price',
 * an empty quote, HttpError, the eip155 wallet not connected), and a step's failure.
 */
export type SwapError =
  | SwapNetworkNotSupportedError
  | GasPriceNetworkNotSupportedError
  | InvalidAmountError
  | SwapInsufficientBalanceError
  | SwapNoLiquidityError
  | SwapStepError
  | UnexpectedError

/** A failure of the tokens' or the quote's actor as the flow keeps it. */
export const swapErrorOf = flowErrorOf<SwapError>({
  SwapNetworkNotSupportedError,
  GasPriceNetworkNotSupportedError,
  InvalidAmountError,
  SwapInsufficientBalanceError,
  SwapNoLiquidityError,
  SwapUnavailableError,
  ...httpErrors,
  ...transactionErrors,
})
