// spec §9 on-ramp limits: an amount outside the payment method's range is refused with the
// range in the message ('Amount must be between 10.00 and 7500.00 USD').
import { Data } from 'effect'
import { flowErrorOf, type UnexpectedError } from '../../errors/errorInfo'
import { type HttpError, httpErrors } from '../../errors/http'
import { InvalidAmountError } from '../../errors/validation'

export class OnrampAmountOutOfRangeError extends Data.TaggedError('OnrampAmountOutOfRangeError')<{
  readonly min: string
  readonly max: string
  readonly currency: string
}> {
  override get message() {
    return `Amount must be between ${this.min} and ${this.max} ${this.currency}`
  }
}

/** Issue 28: the provider page's address is not on a provider's site (the Blockchain API's
 * answer is opened in a popup that first has the dapp's origin). */
export class OnrampUrlRefusedError extends Data.TaggedError('OnrampUrlRefusedError')<{
  readonly url: string
}> {
  override get message() {
    return "The provider's page is not on the provider's site"
  }
}

/**
 * What the on-ramp flow keeps as its error (issue 26): an amount that is not a number or outside
 * the payment method's limits, a failed quote or provider URL (spec §7 calls), a provider URL
 * off the providers' sites, and
 * UnexpectedError for anything else (the purchase watch itself never fails).
 */
export type OnrampError =
  | InvalidAmountError
  | OnrampAmountOutOfRangeError
  | OnrampUrlRefusedError
  | HttpError
  | UnexpectedError

/** A failure of an on-ramp actor as the flow keeps it. */
export const onrampErrorOf = flowErrorOf<OnrampError>({
  InvalidAmountError,
  OnrampAmountOutOfRangeError,
  OnrampUrlRefusedError,
  ...httpErrors,
})
