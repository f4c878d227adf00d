// @airlock/react-hooks: WidgetProvider and the hooks (DESIGN.md react-hooks). Each hook reads one
// flow through a narrow selector exported from core and returns plain data and stable callbacks.
export {
  type UseAccountParameters,
  type UseAccountReturnType,
  useAccount,
} from '../hooks/useAccount'
export {
  type UseActivityParameters,
  type UseActivityReturnType,
  useActivity,
} from '../hooks/useActivity'
export { type UseBalanceReturnType, useBalance } from '../hooks/useBalance'
export {
  type UseConnectParameters,
  type UseConnectReturnType,
  useConnect,
} from '../hooks/useConnect'
export { type UseConnectorsParameters, useConnectors } from '../hooks/useConnectors'
export {
  type UseDisconnectParameters,
  type UseDisconnectReturnType,
  useDisconnect,
} from '../hooks/useDisconnect'
export {
  type UseEmbeddedWalletReturnType,
  useEmbeddedWallet,
} from '../hooks/useEmbeddedWallet'
export { useFeatures } from '../hooks/useFeatures'
export { type UseIdentityReturnType, useIdentity } from '../hooks/useIdentity'
export { type UseModalReturnType, useModal } from '../hooks/useModal'
export { type UseNamesReturnType, useNames } from '../hooks/useNames'
export { type UseNativeBalanceReturnType, useNativeBalance } from '../hooks/useNativeBalance'
export { type UseNetworkReturnType, useNetwork } from '../hooks/useNetwork'
export {
  type Nft,
  type UseNftsParameters,
  type UseNftsReturnType,
  useNfts,
} from '../hooks/useNfts'
export { type UseOnrampReturnType, useOnramp } from '../hooks/useOnramp'
export { type UsePayReturnType, usePay } from '../hooks/usePay'
export { usePlatform } from '../hooks/usePlatform'
export { useProvider } from '../hooks/useProvider'
export { useRecentWallets } from '../hooks/useRecentWallets'
export { type UseSendReturnType, useSend } from '../hooks/useSend'
export { type UseSignInReturnType, useSignIn } from '../hooks/useSignIn'
export { type UseSmartSessionsReturnType, useSmartSessions } from '../hooks/useSmartSessions'
export { type UseSwapReturnType, useSwap } from '../hooks/useSwap'
export { type UseThemeReturnType, useTheme } from '../hooks/useTheme'
export { type UseToastsReturnType, useToasts } from '../hooks/useToasts'
export {
  type UseWalletConnectUriReturnType,
  useWalletConnectUri,
} from '../hooks/useWalletConnectUri'
export { type UseWalletInfoReturnType, useWalletInfo } from '../hooks/useWalletInfo'
export { type UseWalletListReturnType, useWalletList } from '../hooks/useWalletList'
export { type UseWidgetEventsParameters, useWidgetEvents } from '../hooks/useWidgetEvents'
export { useWidgetReadiness } from '../hooks/useWidgetReadiness'
export type { QueryState, QueryStatus } from '../internal/queryStore'
export type { MutationState, MutationStatus } from '../internal/useMutation'
export { useWidget, WidgetProviderMissingError } from '../internal/widgetContext'
export { WidgetProvider, type WidgetProviderProps } from '../WidgetProvider'
