// @airlock/core/internal: NOT PUBLIC. No semver promise: any name here may change or go in a
// patch release. For Airlock's own packages only (@airlock/react-hooks, @airlock/ui-kit,
// @airlock/adapters) and the repository's tests; hosts use @airlock/core, adapter authors
// @airlock/core/adapter (decision 0024). Holds what those packages use that the public entries
// do not give: selectors and the widget's system ids, machine types, flow rules and constants,
// the embedded frame protocol, the services' factories for integration tests.

export {
  BALANCE_CACHE_TTL_MS,
  BALANCE_NAMESPACES,
  BALANCE_RETRY_BLOCK_MS,
  BASE_FEE_MULTIPLIER,
  DEBOUNCE_MS,
  EMBEDDED_RPC_REJECT_DELAY_MS,
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_WEIGHT_LATENCY,
  FALLBACK_WEIGHT_STABILITY,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  IDENTITY_CACHE_TTL_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  MODAL_OPEN_DELAY_MS,
  PAIRING_EXPIRED_THRESHOLD_MS,
  QUERY_CACHE_GC_MS,
  RECEIPT_RETRY_BASE_DELAY_MS,
  RECEIPT_RETRY_COUNT,
  RECEIPT_WAIT_TIMEOUT_MS,
  RECONNECT_ATTEMPT_TIMEOUT_MS,
  RPC_BATCH_SIZE,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_TIMEOUT_MS,
  SDK_TYPE,
  SDK_VERSION,
  SEARCH_DELAY_MS,
  SHAKE_DURATION_MS,
  SWAP_SLIPPAGE_PERCENT,
  SWAP_SUPPORTED_CHAIN_IDS,
} from '../constants'
export { filterTransactionsByChain } from '../domain/activity/filterByChain'
export { groupTransactionsByYearAndMonth } from '../domain/activity/groupTransactions'
export { filterSpamTransactions } from '../domain/activity/spamFilter'
export { type ConnectMethod, connectMethodOrder } from '../domain/connectors/connectMethodOrder'
export { connectorList } from '../domain/connectors/connectorsByNamespace'
export { AppRequest, type AppRequestType } from '../domain/frameMessages/appRequests'
export {
  decodeFrameEvent,
  decodeFrameRequest,
  InvalidFrameMessageError,
} from '../domain/frameMessages/decodeFrameMessage'
export { DappData, FrameTheme } from '../domain/frameMessages/fields'
export {
  ChainIdSuccess,
  ConnectEmailSuccess,
  EmbeddedUserSuccess,
  FrameErrorEvent,
  FrameReadyEvent,
  FrameSuccessEvent,
  IsConnectedSuccess,
  UriSuccess,
} from '../domain/frameMessages/frameEvents'
export { isOriginAllowed } from '../domain/originAllowList'
export { toNumberOrZero } from '../domain/units'
export {
  describedMethods,
  describeWalletRequest,
  type Permit,
  type TokenCall,
  type WalletRequestDetails,
} from '../domain/walletRequests/describeWalletRequest'
export { UnreadableWalletRequestError } from '../domain/walletRequests/unreadableWalletRequestError'
export { walletPairingLinks } from '../domain/wallets/deepLinks'
export { safeImageUrl } from '../domain/wallets/safeImageUrl'
export { visibleSocials } from '../domain/wallets/socialFilter'
export { walletBrowseUrl } from '../domain/wallets/walletBrowser'
export { filterExcludedWallets, shouldShowBrowserWallet } from '../domain/wallets/walletFilter'
export { frameTimeoutEvents } from '../errors/alerts'
export { fieldOf, tagOf } from '../errors/errorInfo'
export { isHttpError } from '../errors/http'
// Every activity selector.
export * from '../flows/activity/activity.selectors'
export { selectIsReconnecting } from '../flows/autoReconnect/autoReconnect.selectors'
export {
  selectAddress,
  selectAddressLabels,
  selectCaipAddress,
  selectConnectionError,
  selectConnectionStatus,
  selectConnectorId,
  selectSmartAccountDeployed,
} from '../flows/connection/connection.selectors'
export {
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
  selectUpdateEmailError,
  selectUpdateEmailStep,
  selectUpdateVerifying,
  selectVerifying,
} from '../flows/embeddedWallet/embeddedWallet.selectors'
export type { EmbeddedSocialProvider } from '../flows/embeddedWallet/embeddedWallet.types'
export type { FlowEvent, FlowId, FlowSnapshot, FlowsById } from '../flows/flows'
export type { ModalEvent } from '../flows/modal/modal.machine'
export * from '../flows/modal/modal.selectors'
export {
  selectFullName,
  selectNameError,
  selectNameInput,
  selectNameInvalid,
  selectNameStatus,
  selectNameSuggestions,
  selectNameZone,
  selectRegisteredName,
} from '../flows/names/names.selectors'
export {
  selectActiveNetwork,
  selectIsOnUnsupportedChain,
  selectIsSwitching,
  selectNetworks,
} from '../flows/network/network.selectors'
export {
  selectOnrampError,
  selectOnrampForm,
  selectOnrampLimits,
  selectOnrampQuote,
  selectOnrampStatus,
  selectOnrampUrl,
} from '../flows/onramp/onramp.selectors'
export { methodAllowed, onrampProviders } from '../flows/onramp/onrampRules'
export type { PairingContext } from '../flows/pairing/pairing.machine'
export {
  selectPairingError,
  selectPairingExpired,
  selectPairingLoading,
  selectPairingUri,
} from '../flows/pairing/pairing.selectors'
export * from '../flows/send/send.selectors'
export {
  selectIsSignedIn,
  selectSession,
  selectSignInError,
  selectSignInNeeded,
} from '../flows/signIn/signIn.selectors'
export * from '../flows/smartSessions/smartSessions.selectors'
export {
  selectSwapError,
  selectSwapForm,
  selectSwapPreview,
  selectSwapStatus,
  selectSwapTransaction,
} from '../flows/swap/swap.selectors'
export { widgetSystemIds } from '../flows/systemIds'
export { selectToast } from '../flows/toasts/toasts.selectors'
export {
  selectConnectorOrder,
  selectCustomWallets,
  selectExcludedWallets,
  selectFeaturedWallets,
  selectHasMoreWallets,
  selectRecommendedWallets,
  selectSearchPending,
  selectSearchResults,
  selectWalletListError,
  selectWalletListFailed,
  selectWalletListLoading,
  selectWallets,
  selectWalletTotal,
} from '../flows/walletList/walletList.selectors'
export { makeAnalytics } from '../services/analytics/Analytics'
export { makeTelemetry } from '../services/analytics/Telemetry'
export { makeBlockchainApi } from '../services/blockchainApi/BlockchainApi'
export { makeHttp } from '../services/http/Http'
export { makeWalletDirectory } from '../services/walletDirectory/WalletDirectory'
export { afterNextPaint } from '../widget/afterNextPaint'
export { defaultFeatures } from '../widget/features'
export { connectErrorOf, disconnectErrorOf } from '../widget/handle/handleErrors'
