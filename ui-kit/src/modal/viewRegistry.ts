// The kit's views, each loaded on first use or ahead of it (DESIGN.md: the first paint ships only
// what the Connect button needs). Typed by the core's view names, so a view missing here is an
// error.
import type { ViewName } from '@airlock/core'
import { loadChainMarks } from '../marks/chainMarks'
import { type PreloadableView, preloadableView } from './preloadableView'

/** A view that shows networks' or tokens' marks loads them with its code (issue 30, item 1), so
 * it renders with them at once. */
const withChainMarks =
  <View>(load: () => Promise<View>) =>
  () =>
    Promise.all([load(), loadChainMarks()]).then(([view]) => view)

export const viewRegistry: Record<ViewName, PreloadableView> = {
  Connect: preloadableView(() => import('../views/Connect/Connect')),
  Account: preloadableView(withChainMarks(() => import('../views/Account/Account'))),
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
  UnsupportedChain: preloadableView(
    withChainMarks(() => import('../views/UnsupportedChain/UnsupportedChain')),
  ),
  Swap: preloadableView(withChainMarks(() => import('../views/Swap/Swap'))),
  RegisterAccountName: preloadableView(
    () => import('../views/RegisterAccountName/RegisterAccountName'),
  ),
  RegisterAccountNameSuccess: preloadableView(
    () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
  ),
  Send: preloadableView(withChainMarks(() => import('../views/Send/Send'))),
  Receive: preloadableView(withChainMarks(() => import('../views/Receive/Receive'))),
  Onramp: preloadableView(() => import('../views/Onramp/Onramp')),
  Pay: preloadableView(withChainMarks(() => import('../views/Pay/Pay'))),
  SmartSessionList: preloadableView(() => import('../views/SmartSessionList/SmartSessionList')),
  SmartSessionCreated: preloadableView(
    () => import('../views/SmartSessionCreated/SmartSessionCreated'),
  ),
  EmailVerifyOtp: preloadableView(() => import('../views/EmailVerifyOtp/EmailVerifyOtp')),
  EmailVerifyDevice: preloadableView(() => import('../views/EmailVerifyDevice/EmailVerifyDevice')),
  UpdateEmail: preloadableView(() => import('../views/UpdateEmail/UpdateEmail')),
}
