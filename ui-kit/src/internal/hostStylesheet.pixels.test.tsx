// The kit owns its pixels (a host page's global rules reached into the modal: left-aligned tabs,
// logos squeezed to 20 px, monospace amounts). Every view, the modal's frame and the header
// buttons are screenshotted in Chromium as they are and under an aggressive host stylesheet
// (../testing/hostStylesheets.ts), and the two must match within a small tolerance
// (../theme/root.css.ts holds the reset). The views come from their stories (portable stories
// with the preview's KitRoot decorator, no play function); the frame from a real widget, as in
// WalletModal.browser.test.tsx. A view is rendered once and the host stylesheet added to it, so
// only the CSS changes between the two shots (../testing/pixelShots.tsx).
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { WidgetProvider } from '@airlock/react-hooks'
import { composeStories } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
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
import { addHostStylesheets } from '../testing/hostStylesheets'
import { memoryWidget } from '../testing/memoryWidget'
import { diffFraction, type PixelCase, pixelShots, settle } from '../testing/pixelShots'

/** The share of differing pixels a view may have. */
const tolerance = 0.005

const { cleanups, render } = pixelShots()

type Composed = ComponentType & { readonly load: () => Promise<void> }
function story(Story: Composed | undefined): PixelCase {
  if (!Story) throw new Error('no such story')
  return { load: () => Story.load(), node: () => <Story /> }
}
const stories = <T,>(module: T) =>
  composeStories(module as never, preview) as Record<string, Composed>

function modalCase(): PixelCase {
  const { widget, clock } = memoryWidget()
  cleanups.push(() => void widget.destroy())
  return {
    load: async () => {
      widget.open()
      clock.increment(MODAL_OPEN_DELAY_MS)
    },
    node: () => (
      <WidgetProvider widget={widget}>
        <WalletModal />
      </WidgetProvider>
    ),
    target: '[role="dialog"]',
    ready: '[role="dialog"] [data-view]',
  }
}

const cases: Record<string, () => PixelCase> = {
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
}

// Tall views take a screenshot a tile at a time: under the suite's load (beside the consumers'
// builds) one view took over 15 s.
const viewTimeout = 60_000

describe('under both host stylesheets', () => {
  it.each(Object.keys(cases))('%s looks the same', { timeout: viewTimeout }, async (name) => {
    const view = cases[name]
    if (!view) throw new Error(name)
    const shot = await render(view())
    const before = await shot.take()
    cleanups.push(addHostStylesheets())
    await settle()
    const after = await shot.take()
    const fraction = diffFraction(before, after)
    const sizes = `${before.width}×${before.height} → ${after.width}×${after.height}`
    expect(
      fraction,
      `${name}: ${(fraction * 100).toFixed(2)} % of pixels differ (${sizes})`,
    ).toBeLessThan(tolerance)
  })
})
