// The kit while the widget's code is still on its way (decision 0037), in Chromium: the buttons
// paint at once from the stored state, with the markup the running widget then renders; a click
// made before opens the modal once the widget runs; code that never arrives reaches the host's
// error boundary.
import type { WidgetConfig } from '@airlock/core'
import {
  createHeldWidget,
  createMemoryAdapter,
  memoryBackend,
  testNetwork,
  testWallet,
} from '@airlock/core/testing'
import { WidgetProvider } from '@airlock/react-hooks'
import { act, Component, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { until } from '../../../test/browser/modalHarness'
import { WalletModal } from '../modal/WalletModal'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

let root: Root | undefined
const container = document.createElement('div')
document.body.append(container)
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
})

function mount(config: Partial<WidgetConfig> = {}) {
  const { adapter } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [testNetwork],
    wallets: [testWallet('w')],
  })
  const held = createHeldWidget({
    projectId: 'p',
    adapters: [adapter],
    storage: memoryBackend(),
    enableTelemetry: false,
    features: { analytics: false },
    ...config,
  })
  root = createRoot(container)
  act(() =>
    root?.render(
      <Boundary>
        <WidgetProvider widget={held.widget}>
          <AccountButton />
          <NetworkButton />
          <WalletModal />
        </WidgetProvider>
      </Boundary>,
    ),
  )
  return held
}

const button = () => container.querySelector('button')
const dialogOpen = () => container.querySelector('dialog[open]')

describe('the kit before the widget runs', () => {
  it('paints the Connect button at once, as the running widget then renders it', async () => {
    const held = mount()
    expect(button()?.textContent).toBe('Connect Wallet')
    const before = container.innerHTML
    await act(() => held.arrive())
    await until(() => held.widget.readiness() === 'ready')
    // The same markup: the page does not move when the widget arrives.
    expect(container.querySelector('[data-airlock-root] > button')?.outerHTML).toBe(
      new DOMParser().parseFromString(before, 'text/html').querySelector('button')?.outerHTML,
    )
  })

  // Decision 0037: React 19 holds back a Suspense boundary's content until 300 ms after its
  // fallback showed; the kit reads the widget's arrival as state, so a reconnected account, or a
  // modal an early click asked for, shows in the frames right after the code arrives.
  it('renders the running parts within two frames of the code arriving', async () => {
    const held = mount()
    expect(container.textContent).not.toContain(testNetwork.name)
    await held.arrive()
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    expect(container.textContent).toContain(testNetwork.name)
  })

  it('shows a stored session as connecting (spec §4)', () => {
    const storage = memoryBackend()
    storage.setItem('@appkit/connection_status', '"connected"')
    storage.setItem('@appkit/connected_namespaces', '["eip155"]')
    mount({ storage })
    expect(button()?.textContent).toBe('Connecting…')
    expect(button()?.getAttribute('aria-busy')).toBe('true')
  })

  it('a click before the widget runs opens the modal once it does', async () => {
    const held = mount({ themeMode: 'light' })
    expect(container.querySelector('[data-airlock-root]')?.getAttribute('data-theme')).toBe('light')
    act(() => button()?.click())
    expect(button()?.getAttribute('aria-busy')).toBe('true')
    expect(button()?.textContent).toBe('Connect Wallet')
    expect(dialogOpen()).toBeNull()
    await act(() => held.arrive())
    await until(dialogOpen, 'the modal open')
    expect(held.widget.getState()).toMatchObject({ open: true, view: 'Connect' })
  })

  // Issue 25: a keyboard user who tabbed to the button before the code arrived keeps their focus
  // on it when the running kit's button takes its place, so their Enter opens the modal.
  it('the focus on the button stays on it when the widget arrives', async () => {
    const held = mount()
    const outside = document.body.appendChild(document.createElement('input'))
    try {
      act(() => button()?.focus())
      const before = button()
      await act(() => held.arrive())
      await until(() => button() !== before && button(), "the running kit's button")
      expect(document.activeElement).toBe(button())
      // Focus the person moved elsewhere stays there when a new trigger mounts.
      act(() => outside.focus())
      act(() => root?.render(<p />))
      act(() =>
        root?.render(
          <WidgetProvider widget={held.widget}>
            <ConnectButton />
          </WidgetProvider>,
        ),
      )
      expect(button()?.textContent).toBe('Connect Wallet')
      expect(document.activeElement).toBe(outside)
    } finally {
      outside.remove()
    }
  })

  it('code that never arrives reaches the error boundary', async () => {
    const held = mount()
    held.fail()
    await act(() => held.widget.ready.catch(() => undefined))
    const alert = await until(() => container.querySelector('[role="alert"]'))
    expect(alert.textContent).toContain('Failed to fetch')
  })

  it('ConnectButton with a render prop gets the stored state before the widget runs', () => {
    const { adapter } = createMemoryAdapter({
      namespace: 'eip155',
      networks: [testNetwork],
      wallets: [],
    })
    const held = createHeldWidget({ projectId: 'p', adapters: [adapter], storage: memoryBackend() })
    root = createRoot(container)
    act(() =>
      root?.render(
        <WidgetProvider widget={held.widget}>
          <ConnectButton>
            {({ label, isConnecting }) => (
              <span data-connecting={String(isConnecting)}>{label}</span>
            )}
          </ConnectButton>
        </WidgetProvider>,
      ),
    )
    expect(container.querySelector('span')?.outerHTML).toBe(
      '<span data-connecting="false">Connect Wallet</span>',
    )
  })
})
