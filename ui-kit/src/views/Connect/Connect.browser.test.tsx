// The Connect view in the default modal over a real widget (the core's in-memory adapter, the
// local wallet directory): its sections in order, a connector that connects, "All Wallets",
// and the legal checkbox that holds everything back until it is ticked.
import { createWidget, type Widget, type WidgetConfig } from '@airlock/core'
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { createMemoryAdapter, memoryBackend, testNetwork, testWallet } from '@airlock/core/testing'
import { WidgetProvider } from '@airlock/react-hooks'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { WalletModal } from '../../modal/WalletModal'
import '../../../../test/browser/browserStack'

const { services } = inject('stack')
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

// React renders on its own schedule here (no act environment): the list keeps loading pages as
// its end scrolls into view, so the tests wait for what they expect to see instead.
const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

async function until<T>(read: () => T | undefined | null | false, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = read()
    if (value) return value
    await tick()
  }
  throw new Error(`Timed out waiting for ${what}`)
}

async function setup(config: Partial<WidgetConfig> = {}, { embedded = true } = {}) {
  const { adapter } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [testNetwork],
    // An AUTH connector stands for the embedded wallet, which e-mail and socials go through.
    wallets: [testWallet('Memory Wallet'), ...(embedded ? [testWallet('Embedded', 'AUTH')] : [])],
  })
  const clock = new SimulatedClock()
  const widget: Widget = createWidget({
    projectId: 'p',
    adapters: [adapter],
    storage: memoryBackend(),
    clock,
    services: {
      walletDirectoryUrl: services.directory,
      blockchainApiUrl: services.api,
      analyticsUrl: services.analytics,
    },
    ...config,
  })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <WidgetProvider widget={widget}>
      <WalletModal />
    </WidgetProvider>,
  )
  cleanups.push(() => {
    root.unmount()
    container.remove()
    void widget.destroy()
  })
  widget.open()
  clock.increment(MODAL_OPEN_DELAY_MS)
  const view = await until(
    () => container.querySelector<HTMLElement>('[role="dialog"] [data-view="Connect"]'),
    'the Connect view',
  )
  return { widget, view }
}

const rowButton = (view: HTMLElement, name: string) =>
  [...view.querySelectorAll<HTMLButtonElement>('li button')].find((button) =>
    [...button.children].some((child) => child.textContent === name),
  )

describe('Connect', () => {
  it('lists e-mail, socials and wallets; choosing a connector connects the widget', async () => {
    const { widget, view } = await setup()
    const headings = [...view.querySelectorAll('h3')].map((heading) => heading.textContent)
    expect(headings).toEqual(['Email', 'Social login', 'Wallets'])
    // The installed connector, then the directory's recommended wallets (spec §9: 4).
    await until(() => rowButton(view, 'MetaMask'), 'the recommended wallets')
    const button = rowButton(view, 'Memory Wallet')
    expect(button?.textContent).toContain('Installed')
    button?.click()
    expect(widget.getState().view).toBe('ConnectingExternal')
    await until(() => widget.getState().status === 'connected', 'the connection')
    expect(widget.getState().connections[0]?.connectorId).toBe('Memory Wallet')
  })

  it('"All Wallets" opens the directory list', async () => {
    const { widget, view } = await setup()
    rowButton(view, 'All Wallets')?.click()
    expect(widget.getState().view).toBe('AllWallets')
  })

  it('spec §1 legal checkbox: nothing connects until the terms are accepted', async () => {
    const { widget, view } = await setup({ features: { legalCheckbox: true } })
    const button = rowButton(view, 'Memory Wallet')
    expect(button?.disabled).toBe(true)
    button?.click()
    expect(widget.getState().view).toBe('Connect')
    view.querySelector<HTMLButtonElement>('[role="checkbox"]')?.click()
    await until(() => button?.disabled === false, 'the wallets to be enabled')
    button?.click()
    await until(() => widget.getState().status === 'connected', 'the connection')
  })

  it("without the embedded wallet's AUTH connector, e-mail and socials are not offered", async () => {
    const { view } = await setup({}, { embedded: false })
    expect([...view.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Wallets',
    ])
  })

  it('without e-mail and socials, only the wallets show', async () => {
    const { view } = await setup({ features: { email: false, socials: false } })
    expect([...view.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Wallets',
    ])
    expect(view.querySelector('input')).toBeNull()
  })
})
