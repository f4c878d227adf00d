// The kit owns its pixels (a host page's global rules reached into the modal: left-aligned tabs,
// logos squeezed to 20 px, monospace amounts). Every view, the modal's frame and the header
// buttons are screenshotted in Chromium as they are and under an aggressive host stylesheet,
// and the two must match within a small tolerance (../theme/root.css.ts holds the reset).
// The views come from their stories (portable stories with the preview's KitRoot decorator, no
// play function); the frame from a real widget, as in WalletModal.browser.test.tsx. A view is
// rendered once and the host stylesheet added to it, so only the CSS changes between the two
// shots; Playwright freezes animations (spinners) and hides the caret in both.
// Over 300 lines: half is the stories' imports, the list of views and the two host stylesheets;
// the rest (tiled shots, the pixel diff) stays beside its only use.
import { createWidget } from '@airlock/core'
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { createMemoryAdapter, memoryBackend, testNetwork, testWallet } from '@airlock/core/testing'
import { WidgetProvider } from '@airlock/react-hooks'
import { composeStories } from '@storybook/react-vite'
import { act, type ComponentType, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { SimulatedClock } from 'xstate'
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
import { Button } from '../primitives/Button'
import { KitRoot } from './KitRoot'

/** Host stylesheets made of element rules, the stuff of a page's base CSS. */
const hostStylesheets = {
  "the issue's": `
    * { box-sizing: content-box; line-height: 3 }
    button { display: inline-flex; font: 20px serif; text-transform: uppercase }
    img { width: 1.25rem }
    dd, span { font-family: monospace }
    div { padding: 7px }
  `,
  // What CSS resets and sites' base rules do (Tailwind 3's preflight is unlayered), deeper
  // selectors, pseudo-elements, SVG and the `hidden` attribute.
  'a base CSS': `
    *, ::before, ::after { border: 0 solid #f00; letter-spacing: 1px }
    ::before { content: '»' }
    body div span { word-spacing: 9px }
    html body div div button { padding: 11px; border-radius: 0 }
    img, svg { display: block; vertical-align: middle; max-width: 50%; height: auto }
    svg { margin: 3px }
    path, rect, circle { stroke: #f00; stroke-width: 3 }
    a { color: #f00; text-decoration: underline }
    h1, h2, h3, h4, p, ul, ol, dl { margin: 1em 0; padding: 0 1em }
    li { list-style: square }
    label { display: block; font-weight: 900 }
    input, textarea, select { border: 3px solid #f00; padding: 6px; font-size: 22px }
    ::placeholder { color: #f00 }
    div, section { display: flex }
  `,
}
/** A pixel differs when a channel moves by more than this (anti-aliasing stays under it). */
const channelThreshold = 24
/** The share of differing pixels a view may have. */
const tolerance = 0.005

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

interface Case {
  readonly load?: () => Promise<void>
  readonly node: () => ReactNode
  /** The element screenshotted: the kit's root unless given. */
  readonly target?: string
  /** What to wait for after the first render (a lazily loaded view). */
  readonly ready?: string
}

type Composed = ComponentType & { readonly load: () => Promise<void> }
function story(Story: Composed | undefined): Case {
  if (!Story) throw new Error('no such story')
  return { load: () => Story.load(), node: () => <Story /> }
}
const stories = <T,>(module: T) =>
  composeStories(module as never, preview) as Record<string, Composed>

function modalCase(): Case {
  const { adapter } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [testNetwork],
    wallets: [testWallet('w')],
  })
  const clock = new SimulatedClock()
  const widget = createWidget({
    projectId: 'p',
    adapters: [adapter],
    storage: memoryBackend(),
    clock,
  })
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

const cases: Record<string, () => Case> = {
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

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Until the page has not changed for a while: a lazily loaded view, a logo swapped in for its
 * initials once preloaded (WalletImage), React's and layout's frames. */
async function quiet(forMs = 120, atMostMs = 3_000) {
  let changed = performance.now()
  const observer = new MutationObserver(() => {
    changed = performance.now()
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  const start = performance.now()
  while (performance.now() - changed < forMs && performance.now() - start < atMostMs) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
  observer.disconnect()
}

/** The view rendered in full: what it waits for, fonts, images decoded, the page quiet. */
async function settle(ready?: string) {
  for (let i = 0; ready && i < 200 && !document.querySelector(ready); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  await quiet()
  await document.fonts.ready
  const images = [...document.querySelectorAll('img')]
  await act(() => Promise.all(images.map((image) => image.decode().catch(() => undefined))))
  await act(frame)
  await act(frame)
}

// The iframe is kept at its real size (a larger one is scaled down to fit the runner's page,
// and an element reaching past it is cut off): a view is shot through a fixed window, a tile at
// a time, and the tiles stitched.
const windowWidth = 400
const windowHeight = 600

async function decode(base64: string): Promise<ImageBitmap> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  return createImageBitmap(new Blob([bytes], { type: 'image/png' }))
}

async function shoot(element: Element): Promise<ImageBitmap> {
  const base64 = await page.screenshot({
    element,
    save: false,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  })
  return decode(base64)
}

interface Tile {
  readonly bitmap: ImageBitmap
  readonly top: number
}

function pixelsOf(tiles: readonly Tile[], width: number, height: number): ImageData {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2d canvas')
  for (const { bitmap, top } of tiles) context.drawImage(bitmap, 0, top)
  return context.getImageData(0, 0, width, height)
}

interface Shot {
  readonly take: () => Promise<ImageData>
}

/** The whole view, through the window: as tall as its content, tile after tile. */
function windowShot(viewport: HTMLElement, content: HTMLElement): Shot {
  return {
    take: async () => {
      const height = Math.max(1, Math.ceil(content.getBoundingClientRect().height))
      const tiles: Tile[] = []
      for (let top = 0; top < height; top += windowHeight) {
        // The last tile stops at the content's end (the scroll is clamped): drawn where it is.
        viewport.scrollTop = top
        await act(frame)
        const bitmap = await shoot(viewport)
        // A scaled iframe would shrink the shots (and blur what they compare).
        if (bitmap.width !== windowWidth)
          throw new Error(`the iframe is scaled: ${bitmap.width} px`)
        tiles.push({ bitmap, top: viewport.scrollTop })
      }
      viewport.scrollTop = 0
      return pixelsOf(tiles, windowWidth, height)
    },
  }
}

/** An element that fits the iframe (the modal's dialog), as it is. */
function elementShot(element: Element): Shot {
  return {
    take: async () => {
      const bitmap = await shoot(element)
      return pixelsOf([{ bitmap, top: 0 }], bitmap.width, bitmap.height)
    },
  }
}

/** The share of pixels that differ; where the sizes differ, the pixels outside count. */
function diffFraction(a: ImageData, b: ImageData): number {
  const width = Math.max(a.width, b.width)
  const height = Math.max(a.height, b.height)
  let differing = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= a.width || x >= b.width || y >= a.height || y >= b.height) {
        differing++
        continue
      }
      const i = (y * a.width + x) * 4
      const j = (y * b.width + x) * 4
      for (let channel = 0; channel < 4; channel++) {
        if (Math.abs((a.data[i + channel] ?? 0) - (b.data[j + channel] ?? 0)) > channelThreshold) {
          differing++
          break
        }
      }
    }
  }
  return differing / (width * height)
}

/** The test's own boxes: inline styles with `all`, so the host's rules cannot move them (and a
 * rule of the test's for their pseudo-elements, which inline styles do not reach). */
const box = (style: string) => {
  const element = document.createElement('div')
  element.setAttribute('style', `all: initial; display: block; ${style}`)
  element.dataset.testBox = ''
  return element
}
const boxStyle = document.createElement('style')
boxStyle.textContent = '[data-test-box]::before, [data-test-box]::after { all: initial !important }'
document.head.append(boxStyle)

async function render(view: Case): Promise<Shot> {
  await view.load?.()
  const viewport = box(
    `position: fixed; top: 0; left: 0; width: ${windowWidth}px; height: ${windowHeight}px; overflow: hidden`,
  )
  const content = box('width: 100%')
  viewport.append(content)
  document.body.append(viewport)
  const root = createRoot(content)
  act(() => root.render(view.node()))
  cleanups.push(() => {
    act(() => root.unmount())
    viewport.remove()
  })
  await settle(view.ready)
  if (!view.target) return windowShot(viewport, content)
  const target = document.querySelector(view.target)
  if (!target) throw new Error(`nothing matches ${view.target}`)
  return elementShot(target)
}

beforeAll(() => page.viewport(windowWidth, windowHeight + 100))

// Both host stylesheets at once: one shot per view keeps the file quick (issue 24's budget).
const hostStylesheet = Object.values(hostStylesheets).join('\n')

// Tall views take a screenshot a tile at a time: under the suite's load (beside the consumers'
// builds) one view took over 15 s.
const viewTimeout = 60_000

describe('under both host stylesheets', () => {
  it.each(Object.keys(cases))('%s looks the same', { timeout: viewTimeout }, async (name) => {
    const view = cases[name]
    if (!view) throw new Error(name)
    const shot = await render(view())
    const before = await shot.take()
    const style = document.createElement('style')
    style.textContent = hostStylesheet
    document.head.append(style)
    cleanups.push(() => style.remove())
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

it("a host's themeVariables still theme the kit under the host's CSS", async () => {
  const style = document.createElement('style')
  style.textContent = hostStylesheet
  document.head.append(style)
  cleanups.push(() => style.remove())
  await render({
    node: () => (
      <KitRoot
        themeVariables={{ '--airlock-color-accent': '#ff0066', '--airlock-font-family': 'serif' }}
      >
        <Button>Go</Button>
        <a href="#top">Top</a>
      </KitRoot>
    ),
  })
  const kit = document.querySelector('[data-airlock-root]') as HTMLElement
  const button = kit.querySelector('button') as HTMLElement
  // The button eases its background in (a transition): read it once the colour has arrived.
  await act(() => Promise.all(button.getAnimations().map((animation) => animation.finished)))
  expect(getComputedStyle(button).backgroundColor).toBe('rgb(255, 0, 102)')
  expect(getComputedStyle(button).fontFamily).toBe('serif')
  expect(getComputedStyle(kit.querySelector('a') as HTMLElement).color).toBe('rgb(255, 0, 102)')
})
