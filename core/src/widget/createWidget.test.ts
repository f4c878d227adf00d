// createWidget itself: the configuration it refuses, the handle's open and close, its clock,
// what a new widget starts from, and that two widgets share nothing. The connection and the
// network through the handle: widgetConnection.test.ts, widgetNetwork.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { MODAL_OPEN_DELAY_MS } from '../constants'
import { ProjectIdNotConfiguredError, SignInConfigConflictError } from '../errors/config'
import { NetworkNotFoundError } from '../errors/sdk'
import { memoryBackend } from '../services/storage/storageBackend'
import { createMemoryAdapter } from '../testing/memoryAdapter'
import { testWidgetNetworks, widgetsForFile } from '../testing/widgetTesting'
import { DuplicateAdapterError, NoNetworksConfiguredError } from './checkConfig'
import { InvalidCustomWalletError } from './config'
import { createWidget } from './createWidget'

const setup = widgetsForFile()

describe('createWidget: configuration (spec §5)', () => {
  const { adapter } = createMemoryAdapter({
    namespace: 'eip155',
    networks: testWidgetNetworks,
    wallets: [],
  })
  it.each([
    [
      'no project id',
      { adapters: [adapter] },
      ProjectIdNotConfiguredError,
      'Project ID Not Configured',
    ],
    [
      'sign-in config and siwx together',
      { projectId: 'p', adapters: [adapter], siweConfig: {} as never, siwx: {} as never },
      SignInConfigConflictError,
      'siwx',
    ],
    ['no networks', { projectId: 'p', adapters: [] }, NoNetworksConfiguredError, 'No networks'],
    [
      'two adapters for eip155',
      { projectId: 'p', adapters: [adapter, adapter] },
      DuplicateAdapterError,
      'eip155',
    ],
    [
      'an unknown default network',
      { projectId: 'p', adapters: [adapter], defaultNetwork: 'eip155:999' as const },
      NetworkNotFoundError,
      'Network not found',
    ],
    [
      'a custom wallet without a name',
      { projectId: 'p', adapters: [adapter], customWallets: [{ id: 'acme', name: '' }] },
      InvalidCustomWalletError,
      'Invalid custom wallet',
    ],
  ])('refuses %s with a typed error', (_, config, errorClass, message) => {
    expect(() => createWidget({ storage: memoryBackend(), ...config })).toThrow(errorClass)
    expect(() => createWidget({ storage: memoryBackend(), ...config })).toThrow(message)
  })

  it("issue 29 (6): keeps the host's custom wallets and connector order for the Connect view", () => {
    const acme = { id: 'acme', name: 'Acme Card Wallet', webapp_link: 'https://acme.example/wc' }
    const { widget } = setup({ customWallets: [acme], connectorOrder: ['custom', 'injected'] })
    expect(widget.flowSnapshot('walletList').context).toMatchObject({
      customWallets: [acme],
      connectorOrder: ['custom', 'injected'],
    })
  })

  it('makes no network request when created', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    try {
      setup()
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('createWidget: the handle', () => {
  it('spec §2, decision 0032: opens on Connect at once, loading for 300 ms, and closes', () => {
    const { widget, clock, events } = setup()
    widget.open()
    expect(widget.getState()).toMatchObject({ open: true, loading: true, view: 'Connect' })
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState()).toMatchObject({ open: true, loading: false })
    widget.close()
    expect(widget.getState().open).toBe(false)
    expect(events.map((event) => event.type)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it("without a clock option it runs on xstate's own timers", () => {
    vi.useFakeTimers()
    try {
      const { widget } = setup({ clock: undefined })
      widget.open()
      expect(widget.getState().loading).toBe(true)
      vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS)
      expect(widget.getState()).toMatchObject({ open: true, loading: false })
    } finally {
      vi.useRealTimers()
    }
  })

  it('initialSnapshotOf: the flows as a new widget starts them, whatever storage holds', async () => {
    const first = setup()
    await first.widget.connect({ connectorId: 'io.metamask' })
    first.widget.switchNetwork('eip155:11155111')
    await first.until((state) => state.caipNetwork?.id === 11155111)
    await first.widget.destroy()
    // A returning visitor: the stored network, and a reconnect under way at once.
    const { widget } = setup({}, first.storage, { authorized: true })
    expect(widget.getState()).toMatchObject({ reconnecting: true })
    expect(widget.getState().caipNetwork?.id).toBe(11155111)
    // What a server (no storage, no wallets) renders: the default network, disconnected.
    expect(widget.initialSnapshotOf('network').context.active?.id).toBe(1)
    expect(widget.initialSnapshotOf('autoReconnect').hasTag('reconnecting')).toBe(false)
    expect(widget.initialSnapshotOf('connection.eip155').hasTag('connected')).toBe(false)
    expect(widget.initialSnapshotOf('widget').context.recentWallets).toEqual([])
    // Typed by id (issue 26): an id no flow has fails tsc, and throws for untyped callers.
    // @ts-expect-error: no such flow
    expect(() => widget.initialSnapshotOf('noSuchFlow')).toThrow("no flow 'noSuchFlow'")
  })

  it('a corrupt stored value is reported and the widget starts anyway', async () => {
    const storage = memoryBackend()
    storage.setItem('@appkit/recent_wallets', '{oops')
    const { widget, events } = setup({}, storage)
    await Promise.resolve()
    expect(widget.getState().status).toBe('disconnected')
    expect(events.find((event) => event.type === 'STORAGE_ERROR')?.error).toMatchObject({
      _tag: 'CorruptStorageValueError',
    })
  })

  it('spec §1: tells MODAL_CREATED once as it starts, before what starting found', async () => {
    const storage = memoryBackend()
    storage.setItem('@appkit/recent_wallets', '{oops')
    const { widget, events } = setup({}, storage)
    await Promise.resolve()
    widget.open()
    widget.close()
    expect(events.map((event) => event.type)).toEqual([
      'MODAL_CREATED',
      'STORAGE_ERROR',
      'MODAL_OPEN',
      'MODAL_CLOSE',
    ])
  })

  it('two widgets share nothing', async () => {
    const a = setup()
    const b = setup()
    await a.widget.connect({ connectorId: 'io.metamask' })
    a.widget.open()
    expect(a.widget.getState().status).toBe('connected')
    expect(b.widget.getState()).toMatchObject({ status: 'disconnected', loading: false })
  })
})
