// Issue 28 (4): what a token send refuses before the wallet sees it. The amount was scaled with
// the decimals the API listed; the chain's own must agree, or the visitor would send another
// amount than the one shown. On Solana a token account or an address off the curve as the
// recipient gets an associated token account no one can sign for: sent only once the visitor
// says so.
import { Data } from 'effect'
import type { KnownErrors } from './errorInfo'

export class TokenDecimalsMismatchError extends Data.TaggedError('TokenDecimalsMismatchError')<{
  readonly token: string
  /** The decimals the amount was scaled with (the API's). */
  readonly listed: number
  /** The token's own, read on chain; absent when it would not tell. */
  readonly onChain?: number
}> {
  override get message() {
    return this.onChain === undefined
      ? `The token ${this.token} does not tell its decimals on chain, so the amount cannot be checked. Nothing was sent.`
      : `The token’s decimals on chain (${this.onChain}) are not the listed ones (${this.listed}): the amount would be wrong. Nothing was sent.`
  }
}

export type UnusualRecipientKind = 'tokenAccount' | 'offCurve'

export class UnusualRecipientError extends Data.TaggedError('UnusualRecipientError')<{
  readonly to: string
  readonly kind: UnusualRecipientKind
}> {
  override get message() {
    return this.kind === 'tokenAccount'
      ? `${this.to} is a token account, not a wallet: tokens sent to it may be lost. Send anyway only if you are sure.`
      : `${this.to} is not a wallet’s own address (it is off the curve): no one may be able to use tokens sent to it. Send anyway only if you are sure.`
  }
}

export type TransferCheckError = TokenDecimalsMismatchError | UnusualRecipientError

export const transferCheckErrors: KnownErrors<TransferCheckError> = {
  TokenDecimalsMismatchError,
  UnusualRecipientError,
}
