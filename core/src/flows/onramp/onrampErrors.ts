// spec §9 on-ramp limits: an amount outside the payment method's range is refused with the
// range in the message ('Amount must be between 10.00 and 7500.00 USD').
import { Data } from 'effect'

export class OnrampAmountOutOfRangeError extends Data.TaggedError('OnrampAmountOutOfRangeError')<{
  readonly min: string
  readonly max: string
  readonly currency: string
}> {
  override get message() {
    return `Amount must be between ${this.min} and ${this.max} ${this.currency}`
  }
}
