// Issue 26 ("every handle method names its error type, as wagmi's ConnectErrorType does"): what
// each method of the widget's handle that can fail rejects with, read from its code path. A
// method whose work runs in a flow gets the flow's union, where anything unforeseen is already
// an UnexpectedError; a method that runs its program directly on the runtime (signMessage, the
// account reads) rejects with the program's typed failure, and a defect (a bug) as it was thrown.
// Every method also throws 'The widget has been destroyed' at once when called after destroy().
// connectErrorOf and disconnectErrorOf narrow a rejection to its type for the hooks that keep it.
import { type ConnectorNotFoundError, type WalletError, walletErrors } from '../../adapter'
import { flowErrorOf } from '../../errors/errorInfo'
import type { HttpError } from '../../errors/http'
import {
  ChainAdapterNotFoundError,
  DisconnectFailedError,
  type HistoryAddressRequiredError,
  type NetworkNotFoundError,
  RequestAbortedError,
  type TokenBalanceUnavailableError,
  type TransactionsFetchError,
  UnsupportedChainError,
} from '../../errors/sdk'
import type { ConnectionError } from '../../flows/connection/connectionErrors'
import type {
  PayError,
  PaymentInProgressError,
  PaymentRequestInvalidError,
  PayNotEnabledError,
} from '../../flows/pay/payErrors'
import type { NoActiveCaipAddressError } from '../../flows/signIn/signInErrors'
import type {
  SmartSessionBusyError,
  SmartSessionError,
} from '../../flows/smartSessions/smartSessionErrors'

/**
 * `connect`: the connector is not among the widget's, the attempt was dropped before the wallet
 * answered (cancelled, or replaced by a new attempt), or the connection flow's failure (the
 * person declined: UserRejectedError).
 */
export type ConnectErrorType =
  | ConnectorNotFoundError
  | UnsupportedChainError
  | RequestAbortedError
  | ConnectionError

/** `disconnect`: a namespace failed to disconnect; `failures` holds each one's error. */
export type DisconnectErrorType = DisconnectFailedError

/**
 * `pay`: at once, the pay toggle is off, the request is invalid (naming the field) or another
 * payment is open; later, the payment's end (the send's last failure, or PaymentCancelledError).
 */
export type PayErrorType =
  | PayNotEnabledError
  | PaymentRequestInvalidError
  | PaymentInProgressError
  | PayError

/**
 * `switchNetwork` returns at once and never rejects: an id that is not among the configured
 * networks is told as SWITCH_NETWORK_ERROR with this error (and a toast); a wallet that refuses
 * the switch shows a toast.
 */
export type SwitchNetworkErrorType = NetworkNotFoundError

/** `signMessage`: no account on the namespace, no adapter for it, or the wallet's failure. */
export type SignMessageErrorType =
  | NoActiveCaipAddressError
  | ChainAdapterNotFoundError
  | WalletError

/** `getBalances`: only with `throwOnError` (otherwise an empty list and the toast). */
export type GetBalancesErrorType = TokenBalanceUnavailableError

/** `getNativeBalance`: no active account, no adapter for its namespace, or the chain read's failure. */
export type GetNativeBalanceErrorType =
  | TokenBalanceUnavailableError
  | ChainAdapterNotFoundError
  | WalletError

/** `getIdentity`: the identity call (spec §7). */
export type GetIdentityErrorType = HttpError

/** `getNfts`: a history page (spec §8 'Failed to fetch transactions'). */
export type GetNftsErrorType = TransactionsFetchError | HistoryAddressRequiredError

/**
 * `grantPermissions`: no active account, another grant or revoke waiting for the wallet, or the
 * smart sessions flow's failure (the person declined: UserRejectedError).
 */
export type GrantPermissionsErrorType =
  | NoActiveCaipAddressError
  | SmartSessionBusyError
  | SmartSessionError

/**
 * A rejection of `connect` as its ConnectErrorType, for a caller that keeps it (useConnect): the
 * method rejects with nothing else but a bug's throw or the destroyed widget's Error, which
 * become the UnexpectedError the type already names.
 */
export const connectErrorOf = flowErrorOf<ConnectErrorType>({
  RequestAbortedError,
  UnsupportedChainError,
  ChainAdapterNotFoundError,
  ...walletErrors,
})

/** A rejection of `disconnect` as its DisconnectErrorType, or UnexpectedError (as above). */
export const disconnectErrorOf = flowErrorOf<DisconnectErrorType>({ DisconnectFailedError })
