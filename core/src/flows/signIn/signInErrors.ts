// spec §8 "Sign-in": the messages of the sign-in-with-wallet (SIWX) flow.
import type { UnexpectedError } from '../../errors/errorInfo'
import { fixedMessageError } from '../../errors/fixedMessageError'

/** Shown when the flow cannot start; the widget disconnects and resets to Connect. */
export class SignInInitError extends fixedMessageError(
  'SignInInitError',
  'A problem occurred while trying initialize authentication',
) {}
export class SignatureDeclinedError extends fixedMessageError(
  'SignatureDeclinedError',
  'Signature declined',
) {}
export class SmartAccountsUnsupportedError extends fixedMessageError(
  'SmartAccountsUnsupportedError',
  'This application might not support Smart Accounts',
) {}
export class SiwxNotEnabledError extends fixedMessageError(
  'SiwxNotEnabledError',
  'SIWX is not enabled',
) {}
export class NoActiveCaipAddressError extends fixedMessageError(
  'NoActiveCaipAddressError',
  'No ActiveCaipAddress found',
) {}

/** A sign-in session whose signature is not the account's (tampered, or for another message). */
export class SiwxSignatureInvalidError extends fixedMessageError(
  'SiwxSignatureInvalidError',
  'The signature does not match the account',
) {}

/**
 * What the sign-in flow fails with (issue 26). The machine names each failure itself (a wallet's
 * or a library's throw becomes SignInInitError or SignatureDeclinedError with it as `cause`), so
 * UnexpectedError is there for the union's shape only.
 */
export type SignInError =
  | SignInInitError
  | SignatureDeclinedError
  | SmartAccountsUnsupportedError
  | SiwxNotEnabledError
  | SiwxSignatureInvalidError
  | NoActiveCaipAddressError
  | UnexpectedError
