// @airlock/ui-kit: the default modal, the buttons, the theme and the message catalogue.
export {
  AccountButton,
  type AccountButtonProps,
  type AccountButtonRenderProps,
} from '../buttons/AccountButton'
export {
  ConnectButton,
  type ConnectButtonProps,
  type ConnectButtonRenderProps,
} from '../buttons/ConnectButton'
export {
  NetworkButton,
  type NetworkButtonProps,
  type NetworkButtonRenderProps,
} from '../buttons/NetworkButton'
export { de } from '../i18n/de'
export { en, type Messages } from '../i18n/en'
export { type Locale, locales, MessagesProvider, useMessages } from '../i18n/messages'
export { KitRoot, type KitRootProps } from '../internal/KitRoot'
export type { PreloadableView } from '../modal/preloadableView'
export { viewRegistry } from '../modal/viewRegistry'
export type { ViewComponent, ViewOverrides, ViewProps } from '../modal/viewTypes'
export { WalletModal, type WalletModalProps } from '../modal/WalletModal'
export { vars } from '../theme/contract.css'
export { darkTheme, lightTheme, type ThemeMode, themeClasses } from '../theme/themes.css'
export { applyThemeVariables, type ThemeVariables } from '../theme/themeVariables'
