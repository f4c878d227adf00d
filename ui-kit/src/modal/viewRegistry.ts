// The kit's views, each loaded on first use (DESIGN.md: the first paint ships only what the
// Connect button needs). Typed by the core's view names, so a view missing here is an error.
import type { ViewName } from '@airlock/core'
import { type LazyExoticComponent, lazy } from 'react'
import type { ViewComponent } from './viewTypes'

export const viewRegistry: Record<ViewName, LazyExoticComponent<ViewComponent>> = {
  Connect: lazy(() => import('../views/Connect/Connect')),
  Account: lazy(() => import('../views/Account/Account')),
  AllWallets: lazy(() => import('../views/AllWallets/AllWallets')),
  ConnectingWalletConnectBasic: lazy(
    () => import('../views/ConnectingWalletConnect/ConnectingWalletConnectBasic'),
  ),
  ConnectingWalletConnect: lazy(
    () => import('../views/ConnectingWalletConnect/ConnectingWalletConnect'),
  ),
  ConnectingExternal: lazy(() => import('../views/ConnectingExternal/ConnectingExternal')),
  ConnectingFarcaster: lazy(() => import('../views/ConnectingFarcaster/ConnectingFarcaster')),
  SIWXSignMessage: lazy(() => import('../views/SIWXSignMessage/SIWXSignMessage')),
  ApproveTransaction: lazy(() => import('../views/ApproveTransaction/ApproveTransaction')),
  UnsupportedChain: lazy(() => import('../views/UnsupportedChain/UnsupportedChain')),
  Swap: lazy(() => import('../views/Swap/Swap')),
  RegisterAccountName: lazy(() => import('../views/RegisterAccountName/RegisterAccountName')),
  RegisterAccountNameSuccess: lazy(
    () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
  ),
  Send: lazy(() => import('../views/Send/Send')),
  Receive: lazy(() => import('../views/Receive/Receive')),
  Onramp: lazy(() => import('../views/Onramp/Onramp')),
  Pay: lazy(() => import('../views/Pay/Pay')),
  SmartSessionList: lazy(() => import('../views/SmartSessionList/SmartSessionList')),
  SmartSessionCreated: lazy(() => import('../views/SmartSessionCreated/SmartSessionCreated')),
  EmailVerifyOtp: lazy(() => import('../views/EmailVerifyOtp/EmailVerifyOtp')),
  EmailVerifyDevice: lazy(() => import('../views/EmailVerifyDevice/EmailVerifyDevice')),
  UpdateEmail: lazy(() => import('../views/UpdateEmail/UpdateEmail')),
}
