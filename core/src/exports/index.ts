// @airlock/core: the public surface. Everything a host, an adapter or the hooks may use is
// listed here by name; nothing else in core is public (STYLE.md §6). Long because it is only a
// list: one line per name, grouped by the file that defines it.

export {
  type AdapterEvent,
  type ChainAdapter,
  type Connected,
  ConnectorNotFoundError,
  type ConnectParameters,
  createAdapter,
  type Eip1193Provider,
  type ExternalConnector,
  externalConnector,
  type PairingSource,
  type RequestParameters,
  type TransferError,
  type TransferParameters,
  type Unsubscribe,
  UnsupportedOperationError,
  type WalletError,
  WalletTimeoutError,
} from '../adapter'
export {
  type ApprovalRequest,
  type AuthConnector,
  type AuthConnectorError,
  type AuthConnectorHost,
  createAuthConnector,
  type SocialWindow,
} from '../authConnector'
export {
  ACCOUNT_NAME_MIN_LENGTH,
  ADDRESS_CACHE_SIZE,
  BALANCE_CACHE_TTL_MS,
  BALANCE_RETRY_BLOCK_MS,
  BASE_FEE_MULTIPLIER,
  COIN_TYPE_CHAIN_ID_LIMIT,
  COINBASE_PAY_CHAINS,
  COINBASE_PAY_FALLBACK_CHAIN,
  CONFIRMATION_WAIT_MS,
  DEBOUNCE_MS,
  DISCONNECT_TIMEOUT_MS,
  EMAIL_LOGIN_COOLDOWN_MS,
  EMBEDDED_RPC_REJECT_DELAY_MS,
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_WEIGHT_LATENCY,
  FALLBACK_WEIGHT_STABILITY,
  FEATURED_WALLETS_DEFAULT_COUNT,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  HISTORY_POLLING_DEFAULT_ENABLED,
  HISTORY_POLLING_INTERVAL_MS,
  IDENTITY_CACHE_TTL_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  LOG_BUFFER_BYTES,
  LOGIN_REQUEST_TIMEOUT_MS,
  MAX_BLOB_DATA_BYTES,
  MAX_RECENT_WALLETS,
  MAX_UINT256,
  MODAL_OPEN_DELAY_MS,
  MULTICALL_BATCH_SIZE,
  NAME_CACHE_TTL_MS,
  ONRAMP_BANK_CURRENCIES,
  ONRAMP_BANK_LIMITS,
  ONRAMP_CARD_LIMITS,
  ONRAMP_DEFAULT_CURRENCY,
  ONRAMP_DEFAULT_TOKEN,
  ONRAMP_DEFAULT_TOKEN_CHAIN_IDS,
  ONRAMP_FEE_RANGE,
  PAIRING_EXPIRED_THRESHOLD_MS,
  PAIRING_EXPIRY_MS,
  PENDING_TRANSACTIONS_LIMIT,
  PREFETCH_WALLET_IMAGES_COUNT,
  QUERY_CACHE_GC_MS,
  READ_LIMIT,
  RECEIPT_RETRY_BASE_DELAY_MS,
  RECEIPT_RETRY_COUNT,
  RECEIPT_WAIT_TIMEOUT_MS,
  RECOMMENDED_WALLETS_COUNT,
  RECONNECT_ATTEMPT_TIMEOUT_MS,
  RPC_BATCH_SIZE,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_MAX_DELAY_MS,
  RPC_RETRY_STATUSES,
  RPC_TIMEOUT_MS,
  SDK_TYPE,
  SDK_VERSION,
  SEARCH_DELAY_MS,
  SHAKE_DURATION_MS,
  STORAGE_PREFIX_DEFAULT,
  SWAP_SLIPPAGE_PERCENT,
  SWAP_SUPPORTED_CHAIN_IDS,
  TELEMETRY_RATE_LIMIT_COUNT,
  TELEMETRY_RATE_LIMIT_WINDOW_MS,
  TOAST_AUTO_CLOSE_MS,
  TOAST_REPLACE_DELAY_MS,
  WALLET_SEARCH_PAGE_SIZE,
  WALLETS_PAGE_SIZE,
} from '../constants'
export { validateAccountName } from '../domain/accountName'
export { defaultAccountTypes } from '../domain/accountTypes'
export { filterTransactionsByChain } from '../domain/activity/filterByChain'
export {
  groupTransactionsByYearAndMonth,
  type TransactionMonthGroup,
  type TransactionYearGroup,
} from '../domain/activity/groupTransactions'
export { type HeldNft, heldNfts } from '../domain/activity/heldNfts'
export { filterSpamTransactions, isSpamTransaction } from '../domain/activity/spamFilter'
export {
  type BitcoinAddress,
  type BitcoinAddressKind,
  type BitcoinNetwork,
  parseBitcoinAddress,
} from '../domain/address/bitcoin'
export {
  type CosmosAddress,
  type CosmosAddressOptions,
  parseCosmosAddress,
} from '../domain/address/cosmos'
export { type EvmAddressOptions, parseEvmAddress } from '../domain/address/evm'
export {
  isValidAddress,
  type ParseAddressOptions,
  parseAddress,
} from '../domain/address/parseAddress'
export { type PolkadotAddress, parsePolkadotAddress } from '../domain/address/polkadot'
export { parseSolanaAddress } from '../domain/address/solana'
export { type CachedEntry, freshValue, isFresh } from '../domain/cacheFreshness'
export {
  addressOfCaipAddress,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../domain/caip'
export { coinTypeForChainId, ETH_COIN_TYPE } from '../domain/coinType'
export { type ConfigRulesInput, checkConfigRules } from '../domain/configRules'
export {
  type ConnectMethod,
  connectMethodOrder,
  connectMethods,
  defaultConnectMethodOrder,
  InvalidConnectMethodOrderError,
} from '../domain/connectors/connectMethodOrder'
export {
  type ConnectorSection,
  type ConnectorSectionsParameters,
  type ConnectorSectionType,
  connectorSections,
  connectorSectionTypes,
  orderConnectorSectionTypes,
} from '../domain/connectors/connectorOrder'
export { emailCooldownSecondsLeft } from '../domain/emailCooldown'
export {
  type BlobData,
  type FeeError,
  type FeeFields,
  validateBaseFeeMultiplier,
  validateBlobData,
  validateFees,
} from '../domain/fees'
export {
  AppRequest,
  type AppRequestType,
  ConnectDeviceRequest,
  ConnectEmailRequest,
  ConnectFarcasterRequest,
  ConnectOtpRequest,
  ConnectSocialRequest,
  FarcasterUriRequest,
  GetChainIdRequest,
  GetUserRequest,
  InitRequest,
  IsConnectedRequest,
  ReloadRequest,
  RpcRequest,
  SetPreferredAccountRequest,
  SignOutRequest,
  SmartAccountNetworksRequest,
  SocialRedirectUriRequest,
  SwitchNetworkRequest,
  SyncDappDataRequest,
  SyncThemeRequest,
  UpdateEmailPrimaryOtpRequest,
  UpdateEmailRequest,
  UpdateEmailSecondaryOtpRequest,
} from '../domain/frameMessages/appRequests'
export {
  decodeFrameEvent,
  decodeFrameRequest,
  InvalidFrameMessageError,
} from '../domain/frameMessages/decodeFrameMessage'
export {
  AccountTypeField,
  ChainIdField,
  DappData,
  DappMetadata,
  Email,
  FrameSocialProvider,
  FrameTheme,
  Otp,
  ThemeMode,
  ThemeVariablesField,
} from '../domain/frameMessages/fields'
export {
  ChainIdSuccess,
  ConnectEmailSuccess,
  EmbeddedUserSuccess,
  FrameErrorEvent,
  FrameEvent,
  FrameReadyEvent,
  FrameSuccessEvent,
  IsConnectedSuccess,
  UriSuccess,
} from '../domain/frameMessages/frameEvents'
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
export { isOriginAllowed, isOriginPattern } from '../domain/originAllowList'
export {
  type CheckedPayment,
  checkPaymentRequest,
  type PaymentAssetMetadata,
  type PaymentRequest,
  type PaymentResult,
} from '../domain/paymentRequest'
export { addRecentWallet } from '../domain/recentWallets'
export { type ReadySend, validateSendForm } from '../domain/sendForm'
export { type SendRequest, type SendRequestError, sendRequest } from '../domain/sendRequest'
export { callsHaveHexTargets, isSignedMessage, isTransactionHash } from '../domain/shapes'
export {
  type Account,
  type AccountState,
  type AccountStatus,
  type AccountTab,
  type AccountType,
  type AnalyticsEvent,
  type Balance,
  type CaipNetwork,
  type ChainEntry,
  type Connection,
  type ConnectionResult,
  type ConnectionState,
  type ConnectionStatus,
  type Connector,
  type ConnectorType,
  connectorTypes,
  type EmbeddedAccountType,
  type EmbeddedWalletUser,
  type NameSuggestion,
  type NativeCurrency,
  type NetworkState,
  type OnrampProvider,
  type OnrampProviderName,
  type OnrampState,
  type PaymentCurrency,
  type PurchaseCurrency,
  type SendState,
  type SignInSession,
  type SocialProvider,
  type SwapToken,
  type TelemetryEvent,
  type TokenBalance,
  type Transaction,
  type TransactionDirection,
  type TransactionStatus,
  type TransactionTransfer,
  type User,
  type WalletAsset,
  type WalletInfo,
  type WalletListing,
  type WalletListState,
} from '../domain/types'
export {
  DISPLAY_BALANCE_DECIMALS,
  dropZeroDecimalTokens,
  formatAmount,
  formatDisplayBalance,
  parseAmount,
  parseDecimal,
  toNumberOrZero,
} from '../domain/units'
export {
  approvalWalletMethods,
  methodClass,
  safeWalletMethods,
  type WalletMethodClass,
} from '../domain/walletMethods'
export {
  formatNativeUrl,
  formatUniversalUrl,
  type WalletPairingLinks,
  walletPairingLinks,
} from '../domain/wallets/deepLinks'
export { safeImageUrl } from '../domain/wallets/safeImageUrl'
export {
  orderSocials,
  type SocialContext,
  socialOrder,
  socialsHiddenInTelegram,
  type TelegramPlatform,
  visibleSocials,
} from '../domain/wallets/socialFilter'
export { walletBrowseUrl } from '../domain/wallets/walletBrowser'
export {
  type BrowserWalletContext,
  filterExcludedWallets,
  type NamedWallet,
  shouldShowBrowserWallet,
} from '../domain/wallets/walletFilter'
export { type AlertId, alerts, alertsToShow, frameTimeoutEvents } from '../errors/alerts'
export { ProjectIdNotConfiguredError, SignInConfigConflictError } from '../errors/config'
export {
  ActionNotAllowedError,
  EmailCooldownError,
  EmbeddedWalletLoadError,
  EmbeddedWalletOriginError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
  RpcCallNotAllowedError,
} from '../errors/embedded'
export {
  HttpDecodeError,
  type HttpError,
  HttpNetworkError,
  HttpStatusError,
  HttpTimeoutError,
  isHttpError,
} from '../errors/http'
export { AccountNamesUnsupportedError } from '../errors/names'
export { OnrampAmountOutOfRangeError } from '../errors/onramp'
export {
  PaymentCancelledError,
  PaymentInProgressError,
  PaymentRequestInvalidError,
  PayNotEnabledError,
} from '../errors/pay'
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
  SendAmountAndReceiverRequiredError,
  SendInsufficientBalanceError,
  SendReceiverInvalidError,
  SendTokenRequiredError,
} from '../errors/send'
export {
  NoActiveCaipAddressError,
  SignatureDeclinedError,
  SignInInitError,
  SiwxNotEnabledError,
  SiwxSignatureInvalidError,
  SmartAccountsUnsupportedError,
} from '../errors/signIn'
export {
  InvalidPermissionsResponseError,
  SmartSessionBusyError,
  SmartSessionRevokeFailedError,
  SmartSessionsUnavailableError,
} from '../errors/smartSessions'
export {
  CorruptStorageValueError,
  type StorageIssue,
  StorageReadError,
  StorageWriteError,
} from '../errors/storage'
export { SwapInsufficientBalanceError, SwapNoLiquidityError } from '../errors/swap'
export {
  BaseFeeScalarError,
  BlobSizeTooLargeError,
  EmptyBlobError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  FeeConflictError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  type NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  type ReplacementReason,
  TipAboveFeeCapError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionReplacedError,
  TransactionRevertedError,
  TransactionTypeNotSupportedError,
  toNodeError,
  UnknownNodeError,
  WaitForTransactionReceiptTimeoutError,
} from '../errors/transaction'
export {
  InvalidAccountNameError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidCoinTypeChainIdError,
} from '../errors/validation'
export {
  addChainTriggerCodes,
  type RpcCodeInfo,
  readRpcCode,
  rpcCodes,
  shouldAddChainAfterSwitchError,
  toWalletRpcError,
  UserRejectedError,
  WalletRpcError,
} from '../errors/walletRpc'
export {
  type ActivityContext,
  type ActivityEmitted,
  type ActivityEvent,
  type ActivityPage,
  type ActivityTarget,
  activityMachine,
} from '../machines/activity/activity.machine'
export {
  selectActivityError,
  selectActivityHasMore,
  selectActivityLoadingMore,
  selectActivityPurchases,
  selectActivityStatus,
  selectActivityTarget,
  selectActivityTransactions,
} from '../machines/activity/activity.selectors'
export {
  type AutoReconnectContext,
  type AutoReconnectEmitted,
  type AutoReconnectEvent,
  autoReconnectMachine,
  type ReconnectFailure,
} from '../machines/autoReconnect/autoReconnect.machine'
export {
  selectIsReconnected,
  selectIsReconnecting,
  selectReconnections,
} from '../machines/autoReconnect/autoReconnect.selectors'
export { type ReconnectOrderInput, reconnectOrder } from '../machines/autoReconnect/reconnectOrder'
export {
  type ConnectionContext,
  type ConnectionEmitted,
  type ConnectionEvent,
  connectionMachine,
} from '../machines/connection/connection.machine'
export {
  selectAddress,
  selectCaipAddress,
  selectConnectionError,
  selectConnectionStatus,
  selectConnectorId,
  selectIsAwaitingWallet,
} from '../machines/connection/connection.selectors'
export {
  type DisconnectContext,
  type DisconnectEmitted,
  type DisconnectEvent,
  disconnectMachine,
} from '../machines/disconnect/disconnect.machine'
export {
  type DisconnectFailure,
  type DisconnectOutcome,
  disconnectEach,
} from '../machines/disconnect/disconnectEach'
export { type ActiveConnection, disconnectTargets } from '../machines/disconnect/disconnectTargets'
export { ActorNotProvidedError, fromEffect, notProvided } from '../machines/effectActors'
export {
  type EmbeddedApprovalEmitted,
  type EmbeddedApprovalEvent,
  embeddedApprovalMachine,
  type PendingApproval,
} from '../machines/embeddedWallet/embeddedApproval.machine'
export {
  type EmbeddedSocialProvider,
  type EmbeddedWalletContext,
  type EmbeddedWalletEmitted,
  type EmbeddedWalletEvent,
  embeddedWalletMachine,
} from '../machines/embeddedWallet/embeddedWallet.machine'
export {
  type EmbeddedFrameStatus,
  type EmbeddedLoginStatus,
  selectEmbeddedEmail,
  selectEmbeddedError,
  selectEmbeddedUser,
  selectFarcasterUrl,
  selectFrameStatus,
  selectLoginStatus,
  selectNewEmail,
  selectPendingApproval,
  selectPreferredAccountType,
  selectSmartAccountEnabledNetworks,
  selectSocialProvider,
  selectUpdateEmailError,
  selectUpdateEmailStep,
  selectUpdateVerifying,
  selectVerifying,
  type UpdateEmailStep,
} from '../machines/embeddedWallet/embeddedWallet.selectors'
export {
  type UpdateEmailContext,
  type UpdateEmailEmitted,
  type UpdateEmailEvent,
  updateEmailMachine,
} from '../machines/embeddedWallet/updateEmail.machine'
export {
  type ModalContext,
  type ModalEmitted,
  type ModalEvent,
  modalMachine,
} from '../machines/modal/modal.machine'
export {
  selectAccountTab,
  selectCanGoBack,
  selectCloseBlocked,
  selectIsLoading,
  selectIsOpen,
  selectIsShaking,
  selectModalNamespace,
  selectView,
  selectViewStack,
} from '../machines/modal/modal.selectors'
export {
  type OpeningFacts,
  openingView,
  rootView,
  unsupportedChainApplies,
  type ViewEntry,
  type ViewName,
  viewNames,
} from '../machines/modal/views'
export {
  fullNameOf,
  type NameCandidate,
  type NameCheck,
  type NameErrorInfo,
  type NamesContext,
  type NamesEmitted,
  type NamesEvent,
  type NamesMachine,
  namesMachine,
} from '../machines/names/names.machine'
export {
  type NameStatus,
  selectFullName,
  selectNameError,
  selectNameInput,
  selectNameInvalid,
  selectNameStatus,
  selectNameSuggestions,
  selectNameZone,
  selectRegisteredName,
} from '../machines/names/names.selectors'
export {
  type NetworkContext,
  type NetworkEmitted,
  type NetworkEvent,
  networkMachine,
} from '../machines/network/network.machine'
export {
  selectActiveNetwork,
  selectIsOnUnsupportedChain,
  selectIsSwitching,
  selectNetworks,
} from '../machines/network/network.selectors'
export {
  findNetworkById,
  type NetworkSelection,
  removeNamespace,
  removeNetwork,
} from '../machines/network/networkList'
export {
  type OnrampAccount,
  type OnrampContext,
  type OnrampEmitted,
  type OnrampEvent,
  type OnrampQuote,
  type OnrampQuoteInput,
  type OnrampUrlInput,
  onrampMachine,
} from '../machines/onramp/onramp.machine'
export {
  type OnrampStatus,
  selectOnrampError,
  selectOnrampForm,
  selectOnrampLimits,
  selectOnrampQuote,
  selectOnrampStatus,
  selectOnrampUrl,
  selectQuotesLoading,
} from '../machines/onramp/onramp.selectors'
export {
  methodAllowed,
  ONRAMP_NAMESPACES,
  type OnrampOptions,
  type OnrampPaymentMethod,
  onrampProviders,
} from '../machines/onramp/onrampRules'
export {
  type Pairing,
  type PairingContext,
  type PairingEvent,
  pairingMachine,
} from '../machines/pairing/pairing.machine'
export {
  selectPairingError,
  selectPairingExpired,
  selectPairingLoading,
  selectPairingUri,
} from '../machines/pairing/pairing.selectors'
export {
  type ResolvedReceiver,
  requestOf as sendRequestOf,
  type SendContext,
  type SendEmitted,
  type SendEvent,
  type SendTransaction,
  sendMachine,
  type TransferEvent,
} from '../machines/send/send.machine'
export {
  type ReceiverStatus,
  selectReceiverStatus,
  selectSendError,
  selectSendForm,
  selectSendStatus,
  selectSendTransaction,
} from '../machines/send/send.selectors'
export {
  type SignInContext,
  type SignInEmitted,
  type SignInEvent,
  signInMachine,
} from '../machines/signIn/signIn.machine'
export {
  selectIsSignedIn,
  selectSession,
  selectSignInBlocksClose,
  selectSignInError,
  selectSignInNeeded,
} from '../machines/signIn/signIn.selectors'
export {
  type SmartSessionsContext,
  type SmartSessionsEmitted,
  type SmartSessionsEvent,
  type SmartSessionsMachine,
  smartSessionsMachine,
} from '../machines/smartSessions/smartSessions.machine'
export {
  type SmartSessionsStatus,
  selectSmartSessionCreated,
  selectSmartSessionGrantError,
  selectSmartSessionGranting,
  selectSmartSessionRevokeError,
  selectSmartSessionRevoking,
  selectSmartSessions,
  selectSmartSessionsAccount,
  selectSmartSessionsLoadError,
  selectSmartSessionsStatus,
} from '../machines/smartSessions/smartSessions.selectors'
export type {
  ErrorInfo as SmartSessionErrorInfo,
  GrantPermissionsRequest,
  PermissionRequest,
  RevokeOutcome,
  SmartSessionEntry,
} from '../machines/smartSessions/smartSessions.types'
export {
  amountOf as swapAmountOf,
  type SwapContext,
  type SwapEmitted,
  type SwapEvent,
  type SwapPreview,
  type SwapRequest,
  type SwapStep,
  type SwapTokenOption,
  type SwapTransaction,
  type SwapTransactionEvent,
  swapMachine,
} from '../machines/swap/swap.machine'
export {
  type SwapStatus,
  selectSwapError,
  selectSwapForm,
  selectSwapPreview,
  selectSwapStatus,
  selectSwapTransaction,
} from '../machines/swap/swap.selectors'
export {
  type Toast,
  type ToastsContext,
  type ToastsEvent,
  type ToastVariant,
  toastsMachine,
} from '../machines/toasts/toasts.machine'
export { selectToast } from '../machines/toasts/toasts.selectors'
export {
  type WalletListContext,
  type WalletListEvent,
  type WalletListInput,
  type WalletPage,
  type WalletPageRequest,
  walletListMachine,
} from '../machines/walletList/walletList.machine'
export {
  selectFeaturedWallets,
  selectHasMoreWallets,
  selectRecommendedWallets,
  selectSearchResults,
  selectWalletListLoading,
  selectWallets,
} from '../machines/walletList/walletList.selectors'
export {
  createWidgetMachine,
  type WidgetContext,
  type WidgetEvent,
  type WidgetInput,
  type WidgetMachine,
  type WidgetMachineEvent,
  widgetSystemIds,
} from '../machines/widget/widget.machine'
export {
  Analytics,
  type AnalyticsConfig,
  type AnalyticsEvent as AnalyticsTrackEvent,
  type AnalyticsShape,
  makeAnalytics,
} from '../services/analytics/Analytics'
export { ANALYTICS_URL } from '../services/analytics/pulse'
export {
  type ErrorReport,
  makeTelemetry,
  Telemetry,
  type TelemetryConfig,
  type TelemetryShape,
} from '../services/analytics/Telemetry'
export {
  BLOCKCHAIN_API_URL,
  BlockchainApi,
  type BlockchainApiConfig,
  type BlockchainApiShape,
  makeBlockchainApi,
  NAME_ZONE_DEFAULT,
} from '../services/blockchainApi/BlockchainApi'
export type { NameRegistration } from '../services/blockchainApi/nameCalls'
export type { OnrampQuoteRequest, OnrampUrlRequest } from '../services/blockchainApi/onrampCalls'
export type {
  HistoryPage,
  NameProfile,
  SmartSession,
  SwapQuote,
  SwapToken as ApiSwapToken,
  TokenBalance as ApiTokenBalance,
  Transaction as ApiTransaction,
} from '../services/blockchainApi/responses'
export {
  buildUrl,
  Http,
  type HttpMethod,
  type HttpOptions,
  type HttpRequest,
  type HttpShape,
  makeHttp,
} from '../services/http/Http'
export {
  makeStorage,
  Storage,
  type StorageOptions,
  type StorageShape,
} from '../services/storage/Storage'
export {
  browserBackend,
  memoryBackend,
  type StorageBackend,
} from '../services/storage/storageBackend'
export { type StorageKey, storageKeys } from '../services/storage/storageKeys'
export {
  type ImageKind,
  makeWalletDirectory,
  WALLET_DIRECTORY_URL,
  WalletDirectory,
  type WalletDirectoryConfig,
  type WalletDirectoryShape,
  type WalletQuery,
} from '../services/walletDirectory/WalletDirectory'
export { createSiwx, SIWX_SESSION_TTL_MS, type Siwx, type SiwxOptions } from '../siwx/createSiwx'
export { createNonce, formatSiwxMessage, type SiwxMessageData } from '../siwx/siwxMessage'
export {
  localSiwxStorage,
  SIWX_STORAGE_KEY,
  type SiwxStorage,
  sessionKey as siwxSessionKey,
} from '../siwx/siwxStorage'
export { localEvmSiwxVerifier, type SiwxVerifier } from '../siwx/siwxVerifier'
export { NFT_HISTORY_PAGES } from '../widget/accountReads'
export { SEND_SUCCESS_MESSAGE } from '../widget/accountRoutes'
export {
  DuplicateAdapterError,
  InvalidDappMetadataError,
  NoNetworksConfiguredError,
  type ResolvedConfig,
  resolveConfig,
  type SignInConfig,
  type WidgetConfig,
  type WidgetConfigError,
  type WidgetTheme,
  type WidgetThemeVariables,
} from '../widget/config'
export {
  type ConnectParameters as WidgetConnectParameters,
  createWidget,
  type OpenParameters,
  type Widget,
} from '../widget/createWidget'
export {
  defaultFeatures,
  type Features,
  type FeaturesConfig,
  resolveFeatures,
} from '../widget/features'
export { type PayHandle, paymentToken } from '../widget/payHandle'
export { PAYMENT_SUCCESS_MESSAGE } from '../widget/payRoutes'
export type { ServiceEndpoints, WidgetServices } from '../widget/services'
export type { SignMessageHandle, SignMessageParameters } from '../widget/signMessageHandle'
export type { SmartSessionHandle } from '../widget/smartSessionHandle'
export type {
  WidgetConnectionState,
  WidgetPairingState,
  WidgetState,
} from '../widget/widgetState'
