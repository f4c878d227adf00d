// spec §5, §8: errors of the embedded (e-mail and social) wallet.
import { Data } from 'effect'
import { fixedMessageError } from './fixedMessageError'

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
