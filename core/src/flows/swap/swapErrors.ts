// spec §4 swap: the form's own refusals (the network's are §8 'Network not supported for
// Swaps' / 'for Gas Price', in sdk.ts). Wallet and chain failures keep their own tags
// (UserRejectedError, TransactionRevertedError).
import { Data } from 'effect'
import { fixedMessageError } from '../../errors/fixedMessageError'

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
