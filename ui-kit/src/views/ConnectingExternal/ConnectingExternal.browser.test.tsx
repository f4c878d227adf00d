// ConnectingExternal in the default modal over a real widget (the core's in-memory adapter):
// the view is pushed and the connection started as choosing a wallet does, then the wallet
// waits, declines, fails in its own words, or approves. spec §2, §4.
import { createWidget, WalletRpcError, type Widget } from '@airlock/core'
import { MODAL_OPEN_DELAY_MS, widgetSystemIds } from '@airlock/core/internal'
import { createMemoryAdapter, memoryBackend, testNetwork, testWallet } from '@airlock/core/testing'
import { WidgetProvider } from '@airlock/react-hooks'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import '../../../../test/browser/browserStack'
import { WalletModal } from '../../modal/WalletModal'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { services } = inject('stack')
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function until<T>(read: () => T | undefined | null | false, what: string): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const value = read()
    if (value) return value
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  throw new Error(`${what}: not within 3 s; the dialog shows "${dialog()?.textContent ?? ''}"`)
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null
const view = () => dialog()?.querySelector('[data-state]') as HTMLElement | null
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.textContent === name,
  )

async function setup() {
  const { adapter, controls } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [testNetwork],
    wallets: [testWallet('Memory Wallet')],
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
  })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <WidgetProvider widget={widget}>
        <WalletModal />
      </WidgetProvider>,
    ),
  )
  cleanups.push(
    () => widget.destroy(),
    () => container.remove(),
    () => act(() => root.unmount()),
  )
  act(() => {
    widget.open()
    clock.increment(MODAL_OPEN_DELAY_MS)
  })
  const connector = await until(
    () => widget.actor.getSnapshot().context.connectors.eip155?.[0],
    'the connector',
  )
  const push = () =>
    widget.actor.system
      .get(widgetSystemIds.modal)
      ?.send({ type: 'user.push', entry: { view: 'ConnectingExternal', connector } })
  /** What choosing the wallet does: push the view, then connect. */
  const choose = () => {
    act(() => {
      push()
      widget.connect({ connectorId: connector.id }).catch(() => {})
    })
  }
  const connects = () => controls.calls().filter((call) => call.operation === 'connect').length
  return { widget, controls, choose, push, connects }
}

describe('ConnectingExternal', () => {
  it('waits on the wallet ("Continue in …"), then the connection moves the modal on', async () => {
    const { widget, controls, choose } = await setup()
    const approve = controls.holdNext('connect')
    choose()
    await until(() => view()?.dataset.state === 'waiting', 'the waiting state')
    expect(view()?.textContent).toContain('Continue in Memory Wallet')
    expect(view()?.querySelector('[role="progressbar"]')).not.toBeNull()
    act(() => approve())
    await until(() => widget.getState().status === 'connected', 'the connection')
    await until(() => widget.getState().view !== 'ConnectingExternal', 'the next view')
  })

  it('declined in the wallet: "Connection declined"; Try again connects', async () => {
    const { widget, controls, choose, connects } = await setup()
    controls.rejectNext('connect')
    choose()
    await until(() => view()?.dataset.state === 'rejected', 'the rejected state')
    expect(view()?.querySelector('[role="alert"]')?.textContent).toContain('Connection declined')
    act(() => button('Try again')?.click())
    await until(() => widget.getState().status === 'connected', 'the connection')
    expect(connects()).toBe(2)
  })

  it("another failure shows the wallet's own words", async () => {
    const { controls, choose } = await setup()
    controls.script('connect', {
      kind: 'fail',
      error: new WalletRpcError({ code: -32603, name: 'InternalRpcError', message: 'Locked' }),
    })
    choose()
    await until(() => view()?.dataset.state === 'error', 'the error state')
    expect(view()?.querySelector('[role="alert"]')?.textContent).toBe('Connection failedLocked')
  })

  it('opened with no attempt under way, it starts one itself, once', async () => {
    const { widget, push, connects } = await setup()
    act(() => push())
    await until(() => widget.getState().status === 'connected', 'the connection')
    expect(connects()).toBe(1)
  })
})
