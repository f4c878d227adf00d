// @airlock/core: what a host calls (decision 0024). createWidget and its handle, createSiwx,
// the networks, the errors a host can catch, the types of config, state and events (those the
// handle and @airlock/react-hooks give a host), and the CAIP, address and amount helpers.
// Adapter authors have @airlock/core/adapter; the hooks and the kit @airlock/core/internal.
// Only a list, one line per name, grouped by the file that defines it; a file whose every name
// belongs here is re-exported whole (`export *`), so its list is not written out twice.

export {
  AdapterUnavailableError,
  type ChainAdapter,
  type Connected,
  ConnectorNotFoundError,
  UnsupportedOperationError,
  WalletChainMismatchError,
  type WalletError,
  WalletTimeoutError,
} from '../adapter'
export { PAIRING_EXPIRY_MS } from '../constants'
export { type DeferredChainAdapter, loadAdapter, type WidgetAdapter } from '../deferredAdapter'
export type {
  TransactionMonthGroup,
  TransactionYearGroup,
} from '../domain/activity/groupTransactions'
export type { HeldNft } from '../domain/activity/heldNfts'
export {
  isValidAddress,
  type ParseAddressOptions,
  parseAddress,
} from '../domain/address/parseAddress'
// Every CAIP helper of domain/caip, the same in both public entries.
export * from '../domain/caip'
export {
  type ConnectorSection,
  type ConnectorSectionsParameters,
  type ConnectorSectionType,
  connectorSections,
} from '../domain/connectors/connectorOrder'
export type { FeeError } from '../domain/fees'
export type { ThemeMode } from '../domain/frameMessages/fields'
export {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
  isChainNamespace,
} from '../domain/namespaces'
export { bitcoinMainnet, bitcoinNetworks, bitcoinTestnet } from '../domain/networks/bitcoin'
export { networks, networksByNamespace } from '../domain/networks/catalogue'
export { cosmosHub, cosmosNetworks } from '../domain/networks/cosmos'
export { ethereumNetwork, evmNetworks, fromViemChain, sepoliaNetwork } from '../domain/networks/evm'
export { findNetwork } from '../domain/networks/findNetwork'
export { type NetworkImageOptions, networkImageUrl } from '../domain/networks/networkImage'
export { polkadotMainnet, polkadotNetworks } from '../domain/networks/polkadot'
export {
  solanaDevnet,
  solanaMainnet,
  solanaNetworks,
  solanaTestnet,
} from '../domain/networks/solana'
export type { PaymentAssetMetadata, PaymentRequest, PaymentResult } from '../domain/paymentRequest'
export type { Platform } from '../domain/platform'
export type {
  Account,
  AccountTab,
  AccountType,
  Balance,
  CaipNetwork,
  ConnectionStatus,
  Connector,
  ConnectorType,
  EmbeddedAccountType,
  EmbeddedWalletUser,
  NativeCurrency,
  OnrampProvider,
  OnrampProviderName,
  PaymentCurrency,
  PurchaseCurrency,
  SignInSession,
  SocialProvider,
  Transaction,
  TransactionDirection,
  TransactionStatus,
  TransactionTransfer,
  WalletListing,
} from '../domain/types'
export { formatAmount, formatDisplayBalance, parseAmount } from '../domain/units'
export type { TelegramPlatform } from '../domain/wallets/socialFilter'
export { ProjectIdNotConfiguredError, SignInConfigConflictError } from '../errors/config'
export { type ErrorInfo, UnexpectedError } from '../errors/errorInfo'
export {
  HttpDecodeError,
  type HttpError,
  HttpNetworkError,
  HttpStatusError,
  HttpTimeoutError,
} from '../errors/http'
export {
  AuthConnectorNotFoundError,
  ChainAdapterNotFoundError,
  ChainRequiredError,
  ConnectionClientNotSetError,
  DisconnectFailedError,
  GasPriceNetworkNotSupportedError,
  HistoryAddressRequiredError,
  NameRegisterError,
  NameResolveError,
  NameSuggestionsError,
  NamesForAddressError,
  NetworkClientNotSetError,
  NetworkNotFoundError,
  RequestAbortedError,
  SwapNetworkNotSupportedError,
  TokenBalanceUnavailableError,
  TransactionsFetchError,
  UnsupportedChainError,
  WalletCapabilitiesParseError,
} from '../errors/sdk'
export {
  InvalidAccountNameError,
  InvalidAmountError,
  InvalidCoinTypeChainIdError,
} from '../errors/validation'
export { UserRejectedError, WalletRpcError } from '../errors/walletRpc'
export type { ActivityError } from '../flows/activity/activityErrors'
export type { ConnectionError } from '../flows/connection/connectionErrors'
export type {
  EmbeddedFrameStatus,
  EmbeddedLoginStatus,
  UpdateEmailStep,
} from '../flows/embeddedWallet/embeddedWallet.selectors'
export {
  ActionNotAllowedError,
  EmailCooldownError,
  EmbeddedWalletDependencyError,
  type EmbeddedWalletError,
  EmbeddedWalletLoadError,
  EmbeddedWalletOriginError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
  type InvalidFrameMessage,
  RpcCallNotAllowedError,
} from '../flows/embeddedWallet/embeddedWalletErrors'
export type { FlowId, FlowSnapshot, FlowsById } from '../flows/flows'
export type { ViewEntry, ViewName } from '../flows/modal/views'
export { AccountNamesUnsupportedError, type NamesError } from '../flows/names/nameErrors'
export type { NameStatus } from '../flows/names/names.selectors'
export type { OnrampQuote } from '../flows/onramp/onramp.machine'
export type { OnrampStatus } from '../flows/onramp/onramp.selectors'
export {
  OnrampAmountOutOfRangeError,
  type OnrampError,
  OnrampUrlRefusedError,
} from '../flows/onramp/onrampErrors'
export type { OnrampPaymentMethod } from '../flows/onramp/onrampRules'
export type { PairingError } from '../flows/pairing/pairingErrors'
export {
  type PayError,
  PaymentCancelledError,
  PaymentInProgressError,
  PaymentRequestInvalidError,
  PayNotEnabledError,
} from '../flows/pay/payErrors'
export type { ReceiverStatus } from '../flows/send/send.selectors'
export type { SendTransaction } from '../flows/send/send.types'
export type { SendError } from '../flows/send/sendErrors'
// Every sign-in error (SignInError and its classes).
export * from '../flows/signIn/signInErrors'
export {
  InvalidPermissionsResponseError,
  SmartSessionBusyError,
  type SmartSessionError,
  SmartSessionRevokeFailedError,
  SmartSessionsUnavailableError,
} from '../flows/smartSessions/smartSessionErrors'
export type { SmartSessionsStatus } from '../flows/smartSessions/smartSessions.selectors'
export type {
  GrantPermissionsRequest,
  PermissionRequest,
  SmartSessionEntry,
} from '../flows/smartSessions/smartSessions.types'
export type { SwapStatus } from '../flows/swap/swap.selectors'
export type {
  SwapPreview,
  SwapStep,
  SwapTokenOption,
  SwapTransaction,
} from '../flows/swap/swap.types'
export type { SwapError, SwapStepError } from '../flows/swap/swapErrors'
export type { Toast, ToastVariant } from '../flows/toasts/toasts.machine'
export type { TransactionError } from '../flows/transaction/transactionErrors'
export type { WalletListError } from '../flows/walletList/walletListErrors'
export type { TokenBalance as ApiTokenBalance } from '../services/blockchainApi/responses'
export type { StorageBackend } from '../services/storage/storageBackend'
export type { DirectoryImageKind } from '../services/walletDirectory/directoryImageUrl'
export { createSiwx, type Siwx, type SiwxOptions } from '../siwx/createSiwx'
export { localSiwxStorage, type SiwxStorage } from '../siwx/siwxStorage'
export { localEvmSiwxVerifier, type SiwxVerifier } from '../siwx/siwxVerifier'
export { DuplicateAdapterError, NoNetworksConfiguredError } from '../widget/checkConfig'
export {
  type CustomWallet,
  InvalidCustomWalletError,
  InvalidDappMetadataError,
  type SignInConfig,
  type WidgetConfig,
  type WidgetConfigError,
  type WidgetTheme,
  type WidgetThemeVariables,
} from '../widget/config'
export {
  type ConnectParameters as WidgetConnectParameters,
  createWidget,
  type DisconnectParameters,
  type OpenParameters,
  preloadWidget,
  type Widget,
  type WidgetReadiness,
} from '../widget/createWidget'
export type { Features, FeaturesConfig } from '../widget/features'
export type {
  GetProvider,
  StandardWalletProvider,
  WidgetProviders,
} from '../widget/handle/getProvider'
export type {
  ConnectErrorType,
  DisconnectErrorType,
  GetBalancesErrorType,
  GetIdentityErrorType,
  GetNativeBalanceErrorType,
  GetNftsErrorType,
  GrantPermissionsErrorType,
  PayErrorType,
  SignMessageErrorType,
  SwitchNetworkErrorType,
} from '../widget/handle/handleErrors'
export type { SignMessageParameters } from '../widget/handle/signMessageHandle'
export {
  ProviderChainNotAddedError,
  ProviderUnauthorizedError,
  type WidgetEip1193Provider,
} from '../widget/handle/widgetEip1193Provider'
export type {
  ConfirmedTransaction,
  WidgetEvent,
  WidgetEventOf,
  WidgetEventType,
} from '../widget/hostEvents'
export type { ServiceEndpoints } from '../widget/services'
export type { WidgetConnectionState, WidgetPairingState, WidgetState } from '../widget/widgetState'
