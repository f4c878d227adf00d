// spec §5, §8: errors of the embedded (e-mail and social) wallet.
import { Data } from 'effect'
import { fixedMessageError } from '../../errors/fixedMessageError'

/** spec §8: a refused RPC call from the page to the embedded wallet (rejected after 300 ms). */
export class RpcCallNotAllowedError extends fixedMessageError(
  'RpcCallNotAllowedError',
  'Requested RPC call is not allowed',
) {}
export class ActionNotAllowedError extends fixedMessageError(
  'ActionNotAllowedError',
  'Action not allowed',
) {}

/** spec §5: an e-mail login trigger within 30 s of the previous one. */
export class EmailCooldownError extends Data.TaggedError('EmailCooldownError')<{
  readonly secondsLeft: number
}> {
  override readonly message = `Please try again after ${this.secondsLeft} seconds`
}

/** spec §8 alert, §9 "frame load 20 s": the frame did not announce itself in time. */
export class EmbeddedWalletLoadError extends fixedMessageError(
  'EmbeddedWalletLoadError',
  'Network Error - Could not load embedded wallet',
) {}

/** spec §8 alert, §9 "login request 30 s": the frame did not answer a request in time. */
export class EmbeddedWalletTimeoutError extends Data.TaggedError('EmbeddedWalletTimeoutError')<{
  /** The request that went unanswered, e.g. 'CONNECT_OTP'. */
  readonly requestType: string
}> {
  override readonly message = 'Embedded Wallet Request Timed Out'
}

/** spec §7: the frame answered `<TYPE>_ERROR`; `message` is the frame's own. */
export class EmbeddedWalletRequestError extends Data.TaggedError('EmbeddedWalletRequestError')<{
  readonly requestType: string
  readonly message: string
}> {}

/** spec §8 'Invalid App Configuration': the frame refused this page's origin (not allow-listed). */
export class EmbeddedWalletOriginError extends fixedMessageError(
  'EmbeddedWalletOriginError',
  'Invalid App Configuration',
) {}
