// spec §5, §8: errors of the embedded (e-mail and social) wallet.
import { Data } from 'effect'
import { fieldOf, flowErrorOf, tagOf, type UnexpectedError } from '../../errors/errorInfo'
import { fixedMessageError } from '../../errors/fixedMessageError'
import { AuthConnectorNotFoundError } from '../../errors/sdk'

/** spec §8: a refused RPC call from the page to the embedded wallet (rejected after 300 ms).
 * Issue 28: with EIP-1193's code for a method the provider does not allow the caller (4200). */
export class RpcCallNotAllowedError extends fixedMessageError(
  'RpcCallNotAllowedError',
  'Requested RPC call is not allowed',
) {
  readonly code = 4200
}
/** The visitor declined the page's call in ApproveTransaction: EIP-1193's user rejection (4001). */
export class ActionNotAllowedError extends fixedMessageError(
  'ActionNotAllowedError',
  'Action not allowed',
) {
  readonly code = 4001
}

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

/** spec §8 alert: the embedded wallet's own code (what talks to the frame) did not load. */
export class EmbeddedWalletDependencyError extends fixedMessageError(
  'EmbeddedWalletDependencyError',
  'Unable to load email login dependency',
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
  /** An RPC request's EIP-1193 code from the frame (4001: declined on the wallet's page). */
  readonly code?: number
}> {}

/** spec §8 'Invalid App Configuration': the frame refused this page's origin (not allow-listed). */
export class EmbeddedWalletOriginError extends fixedMessageError(
  'EmbeddedWalletOriginError',
  'Invalid App Configuration',
) {}

/**
 * A message from or to the frame that is not one of the spec §7 shapes (the auth connector's
 * InvalidFrameMessageError). Known by its shape: its class sits with the frame's schemas, which
 * the first bundle does not carry.
 */
export interface InvalidFrameMessage {
  readonly _tag: 'InvalidFrameMessageError'
  readonly message: string
}

const isInvalidFrameMessage = (error: unknown): error is InvalidFrameMessage =>
  tagOf(error) === 'InvalidFrameMessageError' && typeof fieldOf(error, 'message') === 'string'

/**
 * What the embedded wallet's flows (the login, the e-mail update) fail with (issue 26): the
 * frame's failures (its code or the frame not loading, timeout, refused origin, its own error answer, a malformed message),
 * no auth connector configured, the spec §5 e-mail cooldown, and UnexpectedError for anything
 * else.
 */
export type EmbeddedWalletError =
  | EmbeddedWalletLoadError
  | EmbeddedWalletDependencyError
  | EmbeddedWalletTimeoutError
  | EmbeddedWalletOriginError
  | EmbeddedWalletRequestError
  | InvalidFrameMessage
  | AuthConnectorNotFoundError
  | EmailCooldownError
  | UnexpectedError

/** A failure of an embedded wallet actor as the flow keeps it. */
export const embeddedWalletErrorOf = flowErrorOf<EmbeddedWalletError>({
  EmbeddedWalletLoadError,
  EmbeddedWalletDependencyError,
  EmbeddedWalletTimeoutError,
  EmbeddedWalletOriginError,
  EmbeddedWalletRequestError,
  InvalidFrameMessageError: { is: isInvalidFrameMessage },
  AuthConnectorNotFoundError,
  EmailCooldownError,
})
