// spec §8 "Thrown": the errors the widget's own code raises, each with the spec's message.
import { Data } from 'effect'
import { fixedMessageError } from './fixedMessageError'

export class GasPriceNetworkNotSupportedError extends fixedMessageError(
  'GasPriceNetworkNotSupportedError',
  'Network not supported for Gas Price',
) {}
export class SwapNetworkNotSupportedError extends fixedMessageError(
  'SwapNetworkNotSupportedError',
  'Network not supported for Swaps',
) {}
export class UnsupportedChainError extends fixedMessageError(
  'UnsupportedChainError',
  'Unsupported chain',
) {}
export class ChainRequiredError extends fixedMessageError(
  'ChainRequiredError',
  'Chain is required to update chain account data',
) {}
export class ChainAdapterNotFoundError extends fixedMessageError(
  'ChainAdapterNotFoundError',
  'Chain adapter not found',
) {}
export class NetworkClientNotSetError extends fixedMessageError(
  'NetworkClientNotSetError',
  'NetworkController client not set',
) {}
export class ConnectionClientNotSetError extends fixedMessageError(
  'ConnectionClientNotSetError',
  'ConnectionController client not set',
) {}
export class AuthConnectorNotFoundError extends fixedMessageError(
  'AuthConnectorNotFoundError',
  'Address or auth connector not found',
) {}
export class NameResolveError extends fixedMessageError(
  'NameResolveError',
  'Error resolving name',
) {}
export class NameSuggestionsError extends fixedMessageError(
  'NameSuggestionsError',
  'Error fetching name suggestions',
) {}
export class NamesForAddressError extends fixedMessageError(
  'NamesForAddressError',
  'Error fetching names for address',
) {}
export class TransactionsFetchError extends fixedMessageError(
  'TransactionsFetchError',
  'Failed to fetch transactions',
) {}
export class WalletCapabilitiesParseError extends fixedMessageError(
  'WalletCapabilitiesParseError',
  'Error parsing wallet capabilities',
) {}

/** spec §8: 'Failed to disconnect', with the SDK error code INTERNAL_SDK_ERROR. */
export class DisconnectFailedError extends Data.TaggedError('DisconnectFailedError')<{
  readonly failures: readonly unknown[]
}> {
  readonly code = 'INTERNAL_SDK_ERROR'
  override readonly message = 'Failed to disconnect'
}

/** spec §8: 'Error registering name {name}'. */
export class NameRegisterError extends Data.TaggedError('NameRegisterError')<{
  readonly accountName: string
  readonly cause?: unknown
}> {
  override readonly message = `Error registering name ${this.accountName}`
}

/** spec §5: "Fetching without address throws" (history needs an address). */
export class HistoryAddressRequiredError extends fixedMessageError(
  'HistoryAddressRequiredError',
  'An address is required to fetch transactions',
) {}

/** spec §8: the toast shown when balances fail or the network is unsupported. */
export class TokenBalanceUnavailableError extends fixedMessageError(
  'TokenBalanceUnavailableError',
  'Token Balance Unavailable',
) {}

/** spec §8: "Network not found" (a CAIP-2 id that names no supported network). */
export class NetworkNotFoundError extends fixedMessageError(
  'NetworkNotFoundError',
  'Network not found',
) {}
/** A connection attempt dropped before the wallet answered (spec §8 alert text). */
export class RequestAbortedError extends fixedMessageError(
  'RequestAbortedError',
  'Request was aborted',
) {}
