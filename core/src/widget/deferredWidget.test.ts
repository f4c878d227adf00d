// The handle createWidget returns before the widget's code has arrived (decision 0037): what it
// answers meanwhile, what it keeps for the widget, and a start that fails. The start is held by
// the test; the widget it then starts is the real one (startWidget).
import { describe, expect, it, vi } from 'vitest'
import { memoryBackend } from '../services/storage/storageBackend'
import { createHeldWidget } from '../testing/heldWidget'
import { createMemoryAdapter } from '../testing/memoryAdapter'
import { testWidgetNetworks, testWidgetWallet } from '../testing/widgetTesting'
import type { WidgetConfig } from './config'
import { WidgetNotReadyError } from './deferredWidget'
import type { WidgetEvent } from './hostEvents'

function heldWidget(config: Partial<WidgetConfig> = {}) {
  const { adapter } = createMemoryAdapter({
    namespace: 'eip155',
    networks: testWidgetNetworks,
    wallets: [testWidgetWallet],
  })
  return createHeldWidget({
    projectId: 'p',
    adapters: [adapter],
    storage: memoryBackend(),
    enableTelemetry: false,
    features: { analytics: false },
    ...config,
  })
}

describe('the widget before its code has arrived (decision 0037)', () => {
  it('answers from the stored state and the configuration', async () => {
    const storage = memoryBackend()
    storage.setItem('@appkit/connection_status', JSON.stringify('connected'))
    storage.setItem('@appkit/connected_namespaces', JSON.stringify(['eip155']))
    const { widget, arrive: start } = heldWidget({ storage, themeMode: 'light' })
    expect(widget.readiness()).toBe('loading')
    // spec §4: a stored session means an auto-reconnect at start, shown as connecting.
    expect(widget.getState()).toMatchObject({
      status: 'disconnected',
      reconnecting: true,
      open: false,
    })
    expect(widget.getTheme()).toEqual({ themeMode: 'light' })
    expect(() => widget.flowSnapshot('modal')).toThrow(WidgetNotReadyError)
    expect(() => widget.actor).toThrow('still loading')
    await start()
    expect(widget.readiness()).toBe('ready')
    expect(widget.flowSnapshot('modal').status).toBe('active')
    await widget.destroy()
  })

  it('a stale or missing session reads as disconnected', () => {
    const storage = memoryBackend()
    storage.setItem('@appkit/connection_status', '{corrupt')
    const { widget } = heldWidget({ storage })
    expect(widget.getState().reconnecting).toBe(false)
  })

  it('keeps the actions asked for, in their order, for the started widget', async () => {
    const { widget, arrive: start } = heldWidget()
    widget.open()
    widget.setThemeMode('light')
    const connected = widget.connect({ connectorId: 'io.metamask' })
    expect(widget.getState().open).toBe(false)
    await start()
    // A click on the Connect button before the code arrived opens the modal once it runs.
    expect(widget.getState().open).toBe(true)
    expect(widget.getTheme().themeMode).toBe('light')
    await expect(connected).resolves.toMatchObject({ connectorId: 'io.metamask' })
    expect(widget.getState().status).toBe('connected')
    widget.close()
    expect(widget.getState().open).toBe(false)
    await widget.destroy()
  })

  it('attaches the listeners added before, in time for what the widget reports at start', async () => {
    const storage = memoryBackend()
    storage.setItem('@appkit/recent_wallets', '{oops')
    const { widget, arrive: start } = heldWidget({ storage })
    const events: WidgetEvent[] = []
    widget.on('*', (event) => events.push(event))
    const states = vi.fn()
    widget.subscribe(states)
    const dropped = vi.fn()
    widget.subscribe(dropped)()
    const flowChanges = vi.fn()
    widget.watchFlow('modal', flowChanges)
    await start()
    await Promise.resolve()
    expect(events.map((event) => event.type)).toEqual(['MODAL_CREATED', 'STORAGE_ERROR'])
    // What changed at start is told as a change, once.
    expect(states).toHaveBeenCalledWith(expect.objectContaining({ status: 'disconnected' }))
    expect(flowChanges).toHaveBeenCalled()
    expect(dropped).not.toHaveBeenCalled()
    states.mockClear()
    widget.open()
    expect(states).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }))
    await widget.destroy()
  })

  it('a start that fails: ready rejects with why, and so do the answers', async () => {
    const { widget, fail, started } = heldWidget()
    widget.open()
    const connected = widget.connect({ connectorId: 'io.metamask' })
    fail()
    await expect(widget.ready).rejects.toThrow('Failed to fetch')
    await expect(connected).rejects.toThrow('Failed to fetch')
    expect(widget.readiness()).toBe('failed')
    expect(() => widget.flowSnapshot('modal')).toThrow('Failed to fetch')
    expect(started).toEqual([])
    await expect(widget.destroy()).resolves.toBeUndefined()
  })

  it('destroyed before it started: the widget is stopped as it starts', async () => {
    const { widget, arrive: start, started } = heldWidget()
    const destroyed = widget.destroy()
    await start()
    await destroyed
    expect(started[0]?.actor.getSnapshot().status).toBe('stopped')
  })
})

describe('createWidget before the code is loaded', () => {
  it('refuses a configuration at once, and starts the widget after the next paint', async () => {
    // A fresh module: the suite's setup loaded the widget's code for every other test.
    vi.resetModules()
    const { createWidget } = await import('./createWidget')
    const { adapter } = createMemoryAdapter({
      namespace: 'eip155',
      networks: testWidgetNetworks,
      wallets: [],
    })
    expect(() => createWidget({ adapters: [adapter] })).toThrow('Project ID Not Configured')
    const widget = createWidget({ projectId: 'p', adapters: [adapter], storage: memoryBackend() })
    expect(widget.readiness()).toBe('loading')
    await widget.ready
    expect(widget.getState().caipNetwork?.id).toBe(testWidgetNetworks[0]?.id)
    // The code is here now: the next widget starts at once.
    const next = createWidget({ projectId: 'p', adapters: [adapter], storage: memoryBackend() })
    expect(next.readiness()).toBe('ready')
    await Promise.all([widget.destroy(), next.destroy()])
  })
})
