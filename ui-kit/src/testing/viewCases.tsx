// One representative story of each view's state, and the modal's frame over a real widget, as
// the pixel tests render them: the host-stylesheet test (issue 25) and the visual baselines
// (issue 30, item 7). The views come from their stories (portable stories with the preview's
// KitRoot decorator, no play function), in the theme asked for unless a story sets its own.
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { WidgetProvider } from '@airlock/react-hooks'
import { composeStories } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import preview from '../../../stories/.storybook/preview'
import * as buttons from '../../../stories/src/modal/Buttons.stories'
import * as toasts from '../../../stories/src/modal/Toasts.stories'
import * as qrCode from '../../../stories/src/primitives/QrCode.stories'
import * as accountActivity from '../../../stories/src/views/Account/AccountActivity.stories'
import * as accountEmbedded from '../../../stories/src/views/Account/AccountEmbedded.stories'
import * as accountNfts from '../../../stories/src/views/Account/AccountNfts.stories'
import * as account from '../../../stories/src/views/Account/AccountView.stories'
import * as allWallets from '../../../stories/src/views/AllWallets/AllWalletsView.stories'
import * as approve from '../../../stories/src/views/ApproveTransaction/ApproveTransactionView.stories'
import * as connect from '../../../stories/src/views/Connect/ConnectView.stories'
import * as external from '../../../stories/src/views/ConnectingExternal/ConnectingExternalView.stories'
import * as farcaster from '../../../stories/src/views/ConnectingFarcaster/ConnectingFarcasterView.stories'
import * as walletConnect from '../../../stories/src/views/ConnectingWalletConnect/ConnectingWalletConnectView.stories'
import * as verifyDevice from '../../../stories/src/views/EmailVerifyDevice/EmailVerifyDeviceView.stories'
import * as verifyOtp from '../../../stories/src/views/EmailVerifyOtp/EmailVerifyOtpView.stories'
import * as networkList from '../../../stories/src/views/NetworkList/NetworkList.stories'
import * as onramp from '../../../stories/src/views/Onramp/OnrampView.stories'
import * as pay from '../../../stories/src/views/Pay/PayView.stories'
import * as receive from '../../../stories/src/views/Receive/ReceiveView.stories'
import * as registerName from '../../../stories/src/views/RegisterAccountName/RegisterAccountNameView.stories'
import * as registerNameSuccess from '../../../stories/src/views/RegisterAccountNameSuccess/RegisterAccountNameSuccessView.stories'
import * as send from '../../../stories/src/views/Send/SendView.stories'
import * as siwx from '../../../stories/src/views/SIWXSignMessage/SIWXSignMessageView.stories'
import * as sessionCreated from '../../../stories/src/views/SmartSessionCreated/SmartSessionCreatedView.stories'
import * as sessionList from '../../../stories/src/views/SmartSessionList/SmartSessionListView.stories'
import * as swap from '../../../stories/src/views/Swap/SwapView.stories'
import * as unsupported from '../../../stories/src/views/UnsupportedChain/UnsupportedChainView.stories'
import * as updateEmail from '../../../stories/src/views/UpdateEmail/UpdateEmailView.stories'
import { WalletModal } from '../modal/WalletModal'
import { memoryWidget } from './memoryWidget'
import type { PixelCase } from './pixelShots'

export type Theme = 'dark' | 'light'

type Composed = ComponentType & { readonly load: () => Promise<void> }

function story(Story: Composed | undefined): PixelCase {
  if (!Story) throw new Error('no such story')
  return { load: () => Story.load(), node: () => <Story /> }
}

export function viewCases({
  theme,
  cleanups,
  states = false,
}: {
  readonly theme: Theme
  /** Where the modal's widget is destroyed after each test. */
  readonly cleanups: (() => void)[]
  /** Also the views' other states that look different: empty, loading, failed, waiting. */
  readonly states?: boolean
}): Record<string, () => PixelCase> {
  // The preview's decorator reads the theme from the parameters; a story's own wins.
  const annotations = { ...preview, parameters: { ...preview.parameters, theme } }
  const stories = <T,>(module: T) =>
    composeStories(module as never, annotations) as Record<string, Composed>

  function modalCase(): PixelCase {
    // Its services on a port nothing listens on: each request fails at once and alike (a
    // network error, 'An error occurred'), whatever the machine's network does with other hosts.
    const refused = 'http://127.0.0.1:9'
    const { widget, clock } = memoryWidget(undefined, {
      services: {
        blockchainApiUrl: refused,
        walletDirectoryUrl: refused,
        analyticsUrl: refused,
      },
    })
    cleanups.push(() => void widget.destroy())
    return {
      load: async () => {
        widget.open()
        clock.increment(MODAL_OPEN_DELAY_MS)
      },
      node: () => (
        <WidgetProvider widget={widget}>
          <WalletModal themeMode={theme} />
        </WidgetProvider>
      ),
      target: '[role="dialog"]',
      // The widget reaches no service here: the request its first opening makes fails, and the
      // frame shows that alert, as its baselines do. Waited for, not raced (its failure's
      // moment varies with the machine's load).
      ready: '[role="dialog"]:has([data-view]) [role="status"] p',
    }
  }

  return {
    'WalletModal frame (Connect)': modalCase,
    Connect: () => story(stories(connect).Default),
    AllWallets: () => story(stories(allWallets).List),
    'Account (tokens tab)': () => story(stories(account).Loaded),
    'Account activity': () => story(stories(accountActivity).Loaded),
    'Account NFTs': () => story(stories(accountNfts).Loaded),
    'Account embedded': () => story(stories(accountEmbedded).EmailUser),
    ApproveTransaction: () => story(stories(approve).Review),
    'ConnectingExternal (wallet logo)': () => story(stories(external).Waiting),
    ConnectingFarcaster: () => story(stories(farcaster).Ready),
    'ConnectingWalletConnect (QR code)': () => story(stories(walletConnect).ReadyWithWallet),
    EmailVerifyDevice: () => story(stories(verifyDevice).Waiting),
    EmailVerifyOtp: () => story(stories(verifyOtp).Idle),
    NetworkList: () => story(stories(networkList).Default),
    Onramp: () => story(stories(onramp).Quoted),
    Pay: () => story(stories(pay).Ready),
    Receive: () => story(stories(receive).Default),
    RegisterAccountName: () => story(stories(registerName).Available),
    RegisterAccountNameSuccess: () => story(stories(registerNameSuccess).Registered),
    SIWXSignMessage: () => story(stories(siwx).Idle),
    Send: () => story(stories(send).TokenChosen),
    SmartSessionCreated: () => story(stories(sessionCreated).Created),
    SmartSessionList: () => story(stories(sessionList).Ready),
    Swap: () => story(stories(swap).ReadyToSwap),
    UnsupportedChain: () => story(stories(unsupported).Default),
    UpdateEmail: () => story(stories(updateEmail).NewEmail),
    ConnectButton: () => story(stories(buttons).Connect),
    'AccountButton, NetworkButton': () => story(stories(buttons).All),
    Toast: () => story(stories(toasts).Success),
    'QR code with wallet image': () => story(stories(qrCode).WithWalletImage),
    ...(states ? otherStates() : {}),
  }

  function otherStates(): Record<string, () => PixelCase> {
    return {
      'Connect, nothing to connect with': () => story(stories(connect).Empty),
      'Connect, terms not accepted': () => story(stories(connect).LegalUnchecked),
      'Connect, embedded wallet error': () => story(stories(connect).EmbeddedError),
      'AllWallets loading': () => story(stories(allWallets).Loading),
      'AllWallets, no search result': () => story(stories(allWallets).SearchEmpty),
      'AllWallets failed': () => story(stories(allWallets).ErrorState),
      'Account, no tokens': () => story(stories(account).NoTokens),
      'Account, balance loading': () => story(stories(account).BalanceLoading),
      'Account activity, empty': () => story(stories(accountActivity).Empty),
      'Account NFTs, empty': () => story(stories(accountNfts).Empty),
      'ConnectingExternal rejected': () => story(stories(external).Rejected),
      'ConnectingWalletConnect expired': () => story(stories(walletConnect).Expired),
      'Send, token list open (testnet)': () => story(stories(send).Testnet),
      'Send sending': () => story(stories(send).Sending),
      'Send rejected': () => story(stories(send).ErrorRejected),
      'Swap quoting': () => story(stories(swap).Quoting),
      'Swap, no liquidity': () => story(stories(swap).NoLiquidity),
      'Pay, wrong network': () => story(stories(pay).WrongNetwork),
      'Onramp, quote failed': () => story(stories(onramp).QuoteFailed),
      'SIWXSignMessage declined': () => story(stories(siwx).Declined),
    }
  }
}
