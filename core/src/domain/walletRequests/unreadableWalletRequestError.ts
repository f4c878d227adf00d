import { Data } from 'effect'

/** A request to sign or send whose parameters the wallet cannot show, so it will not sign it. */
export class UnreadableWalletRequestError extends Data.TaggedError('UnreadableWalletRequestError')<{
  readonly method: string
  readonly reason: string
}> {
  override get message() {
    return `The wallet cannot show this ${this.method} request (${this.reason}), so it will not sign it`
  }
}
