// Smart sessions (ERC-7715, spec §1 toggle, §6, §7, §8). The spec quotes no messages for these:
// the texts say what happened in the words the views use.
import { type WalletError, walletErrors } from '../../adapter'
import { type FeeError, feeErrors } from '../../domain/fees'
import { flowErrorOf, type UnexpectedError } from '../../errors/errorInfo'
import { fixedMessageError } from '../../errors/fixedMessageError'
import { ChainAdapterNotFoundError } from '../../errors/sdk'

/** The smart sessions toggle (spec §1) is off, or the account is not on eip155. */
export class SmartSessionsUnavailableError extends fixedMessageError(
  'SmartSessionsUnavailableError',
  'Smart sessions are not enabled for this account',
) {}

/** The wallet answered wallet_grantPermissions without a permissions context or session id. */
export class InvalidPermissionsResponseError extends fixedMessageError(
  'InvalidPermissionsResponseError',
  'The wallet answered the permission request with an invalid response',
) {}

/** spec §8: "failed … revoke returns success false". */
export class SmartSessionRevokeFailedError extends fixedMessageError(
  'SmartSessionRevokeFailedError',
  'The session could not be revoked',
) {}

/** A grant asked for while another grant or a revoke is waiting for the wallet. */
export class SmartSessionBusyError extends fixedMessageError(
  'SmartSessionBusyError',
  'Another smart session request is waiting for the wallet',
) {}

/**
 * What the smart sessions flow fails with (issue 26): the toggle off or not an eip155 account,
 * no adapter for it, the wallet (its refusal of the grant or of the revocation's signature, and
 * the fee checks of its `request`), an invalid grant answer, a revoke the API refused, and
 * UnexpectedError for anything else. The handle's SmartSessionBusyError is refused before the
 * flow sees the grant.
 */
export type SmartSessionError =
  | SmartSessionsUnavailableError
  | ChainAdapterNotFoundError
  | WalletError
  | FeeError
  | InvalidPermissionsResponseError
  | SmartSessionRevokeFailedError
  | UnexpectedError

/** A failure of a smart sessions actor as the flow keeps it. */
export const smartSessionErrorOf = flowErrorOf<SmartSessionError>({
  SmartSessionsUnavailableError,
  ChainAdapterNotFoundError,
  ...walletErrors,
  ...feeErrors,
  InvalidPermissionsResponseError,
  SmartSessionRevokeFailedError,
})
