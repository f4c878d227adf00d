// The stand-in view (here put in for Swap, as a host may), in the real modal over the core's
// in-memory adapter: a plain statement with a Back button that leaves (here it is the root
// view, so Back closes the modal), German when given.
import { createWidget, type Widget } from '@airlock/core'
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { createMemoryAdapter, memoryBackend, testNetwork, testWallet } from '@airlock/core/testing'
import { WidgetProvider } from '@airlock/react-hooks'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { de } from '../../i18n/de'
import { en, type Messages } from '../../i18n/en'
import { WalletModal } from '../../modal/WalletModal'
import Unavailable from './Unavailable'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function openOn(view: 'Swap', messages: Messages) {
  const { adapter } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [testNetwork],
    wallets: [testWallet('w')],
  })
  const clock = new SimulatedClock()
  const widget: Widget = createWidget({
    projectId: 'p',
    adapters: [adapter],
    storage: memoryBackend(),
    clock,
    services: { fetch: () => Promise.reject(new TypeError('no request in this test')) },
  })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <WidgetProvider widget={widget}>
        <WalletModal messages={messages} views={{ Swap: Unavailable }} />
      </WidgetProvider>,
    ),
  )
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
    void widget.destroy()
  })
  act(() => {
    widget.open({ view })
    clock.increment(MODAL_OPEN_DELAY_MS)
  })
  for (let i = 0; i < 100 && !document.querySelector('[data-view="Unavailable"]'); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  return { widget, view: document.querySelector<HTMLElement>('[data-view="Unavailable"]') }
}

it('says the part is not available in this version; Back leaves', async () => {
  const { widget, view } = await openOn('Swap', en)
  expect(view?.textContent).toContain(en.unsupported.unavailableTitle)
  const back = [...(view?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Back')
  expect(back).toBeDefined()
  act(() => back?.click())
  expect(widget.getState().open).toBe(false)
})

it('in German too', async () => {
  const { view } = await openOn('Swap', de)
  expect(view?.textContent).toContain('In dieser Version nicht verfügbar')
  expect(view?.querySelector('button')?.textContent).toBe('Zurück')
})
