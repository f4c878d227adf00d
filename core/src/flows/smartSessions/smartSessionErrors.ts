// Smart sessions (ERC-7715, spec §1 toggle, §6, §7, §8). The spec quotes no messages for these:
// the texts say what happened in the words the views use.
import { fixedMessageError } from '../../errors/fixedMessageError'

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
