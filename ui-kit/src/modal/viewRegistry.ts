// The kit's views, each loaded on first use or ahead of it (DESIGN.md: the first paint ships only
// what the Connect button needs). Typed by the core's view names, so a view missing here is an
// error.
import type { ViewName } from '@airlock/core'
import { type PreloadableView, preloadableView } from './preloadableView'

export const viewRegistry: Record<ViewName, PreloadableView> = {
  Connect: preloadableView(() => import('../views/Connect/Connect')),
  Account: preloadableView(() => import('../views/Account/Account')),
  AllWallets: preloadableView(() => import('../views/AllWallets/AllWallets')),
  ConnectingWalletConnectBasic: preloadableView(
    () => import('../views/ConnectingWalletConnect/ConnectingWalletConnectBasic'),
  ),
  ConnectingWalletConnect: preloadableView(
    () => import('../views/ConnectingWalletConnect/ConnectingWalletConnect'),
  ),
  ConnectingExternal: preloadableView(
    () => import('../views/ConnectingExternal/ConnectingExternal'),
  ),
  ConnectingFarcaster: preloadableView(
    () => import('../views/ConnectingFarcaster/ConnectingFarcaster'),
  ),
  SIWXSignMessage: preloadableView(() => import('../views/SIWXSignMessage/SIWXSignMessage')),
  ApproveTransaction: preloadableView(
    () => import('../views/ApproveTransaction/ApproveTransaction'),
  ),
  UnsupportedChain: preloadableView(() => import('../views/UnsupportedChain/UnsupportedChain')),
  Swap: preloadableView(() => import('../views/Swap/Swap')),
  RegisterAccountName: preloadableView(
    () => import('../views/RegisterAccountName/RegisterAccountName'),
  ),
  RegisterAccountNameSuccess: preloadableView(
    () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
  ),
  Send: preloadableView(() => import('../views/Send/Send')),
  Receive: preloadableView(() => import('../views/Receive/Receive')),
  Onramp: preloadableView(() => import('../views/Onramp/Onramp')),
  Pay: preloadableView(() => import('../views/Pay/Pay')),
  SmartSessionList: preloadableView(() => import('../views/SmartSessionList/SmartSessionList')),
  SmartSessionCreated: preloadableView(
    () => import('../views/SmartSessionCreated/SmartSessionCreated'),
  ),
  EmailVerifyOtp: preloadableView(() => import('../views/EmailVerifyOtp/EmailVerifyOtp')),
  EmailVerifyDevice: preloadableView(() => import('../views/EmailVerifyDevice/EmailVerifyDevice')),
  UpdateEmail: preloadableView(() => import('../views/UpdateEmail/UpdateEmail')),
}
