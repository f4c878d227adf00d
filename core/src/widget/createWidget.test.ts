import { afterEach, describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { MODAL_OPEN_DELAY_MS } from '../constants'
import { ethereumNetwork, sepoliaNetwork } from '../domain/networks/evm'
import type { CaipAddress, SignInSession } from '../domain/types'
import { ProjectIdNotConfiguredError, SignInConfigConflictError } from '../errors/config'
import { NetworkNotFoundError, RequestAbortedError } from '../errors/sdk'
import { UserRejectedError } from '../errors/walletRpc'
import { memoryBackend, type StorageBackend } from '../services/storage/storageBackend'
import { testWallet } from '../testing/fixtures'
import { createMemoryAdapter } from '../testing/memoryAdapter'
import { untilWidgetState } from '../testing/untilWidgetState'
import { DuplicateAdapterError, NoNetworksConfiguredError, type WidgetConfig } from './config'
import { createWidget, type Widget } from './createWidget'
import type { WidgetEvent } from './hostEvents'
import type { WidgetState } from './widgetState'

const networks = [ethereumNetwork, sepoliaNetwork]
const wallet = testWallet('io.metamask')
const address = wallet.accounts[0]?.address ?? ''

const widgets: Widget[] = []
afterEach(async () => {
  for (const widget of widgets.splice(0)) await widget.destroy()
})

function setup(
  overrides: Partial<WidgetConfig> = {},
  storage: StorageBackend = memoryBackend(),
  { authorized = false } = {},
) {
  const { adapter, controls } = createMemoryAdapter({
    namespace: 'eip155',
    networks,
    wallets: [wallet],
  })
  // A wallet that already trusts the site, as after an earlier visit.
  if (authorized) controls.authorize('io.metamask')
  const clock = new SimulatedClock()
  const widget = createWidget({
    projectId: 'test-project',
    adapters: [adapter],
    storage,
    clock,
    ...overrides,
  })
  widgets.push(widget)
  const events: WidgetEvent[] = []
  widget.on('*', (event) => events.push(event))
  const until = (predicate: (state: WidgetState) => boolean) => untilWidgetState(widget, predicate)
  return { widget, adapter, controls, clock, storage, events, until }
}

describe('createWidget: configuration (spec §5)', () => {
  const { adapter } = createMemoryAdapter({ namespace: 'eip155', networks, wallets: [] })
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
  ])('refuses %s with a typed error', (_, config, errorClass, message) => {
    expect(() => createWidget({ storage: memoryBackend(), ...config })).toThrow(errorClass)
    expect(() => createWidget({ storage: memoryBackend(), ...config })).toThrow(message)
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
  it('spec §2: opens on Connect after the 300 ms delay and closes', () => {
    const { widget, clock, events } = setup()
    widget.open()
    expect(widget.getState()).toMatchObject({ open: false, loading: true, view: 'Connect' })
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

  it('connects, stores the connector and the recent wallet, and closes the modal', async () => {
    const { widget, clock, storage, events } = setup()
    widget.open()
    clock.increment(MODAL_OPEN_DELAY_MS)
    const connection = await widget.connect({
      connectorId: 'io.metamask',
      wallet: { id: 'metamask', name: 'MetaMask' },
    })
    expect(connection.address).toBe(address)
    expect(widget.getState()).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `eip155:1:${address}`,
      open: false,
    })
    expect(storage.getItem('@appkit/eip155:connected_connector_id')).toBe('"io.metamask"')
    expect(JSON.parse(storage.getItem('@appkit/recent_wallets') ?? '[]')).toEqual([
      { id: 'metamask', name: 'MetaMask' },
    ])
    expect(events.map((event) => event.type)).toContain('CONNECT_SUCCESS')
  })

  it('a wallet that rejects (4001) leaves the widget disconnected and reports it', async () => {
    const { widget, controls, events } = setup()
    controls.rejectNext('connect')
    await expect(widget.connect({ connectorId: 'io.metamask' })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(widget.getState().status).toBe('disconnected')
    expect(events.find((event) => event.type === 'CONNECT_ERROR')?.error).toBeInstanceOf(
      UserRejectedError,
    )
  })

  it('a wallet that never answers: closing the widget aborts the attempt; trying again works', async () => {
    const { widget, controls, clock } = setup()
    widget.open()
    clock.increment(MODAL_OPEN_DELAY_MS)
    controls.hangNext('connect')
    const abandoned = widget.connect({ connectorId: 'io.metamask' })
    expect(widget.getState().status).toBe('connecting')
    widget.close()
    await expect(abandoned).rejects.toBeInstanceOf(RequestAbortedError)
    expect(widget.getState().status).toBe('disconnected')

    controls.hangNext('connect')
    const first = widget.connect({ connectorId: 'io.metamask' })
    const retry = widget.connect({ connectorId: 'io.metamask' })
    await expect(first).rejects.toMatchObject({ message: 'Request was aborted' })
    await expect(retry).resolves.toMatchObject({ address })
    expect(widget.getState().status).toBe('connected')
  })

  it('an unknown connector is a typed error, not a hang', async () => {
    const { widget } = setup()
    await expect(widget.connect({ connectorId: 'nope' })).rejects.toMatchObject({
      _tag: 'ConnectorNotFoundError',
    })
  })

  it('spec §4: reconnects on reload when the wallet still authorizes the site', async () => {
    const first = setup()
    await first.widget.connect({ connectorId: 'io.metamask' })
    await first.widget.destroy()
    const reloaded = setup({}, first.storage, { authorized: true })
    const state = await reloaded.until((s) => s.status === 'connected')
    expect(state.address).toBe(address)
    expect(reloaded.controls.calls().map((call) => call.operation)).toEqual(['reconnect'])
  })

  it('spec §4: on reload an unauthorized wallet leaves the widget disconnected, never prompting', async () => {
    const first = setup()
    await first.widget.connect({ connectorId: 'io.metamask' })
    await first.widget.destroy()
    const reloaded = setup({}, first.storage, { authorized: false })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reloaded.widget.getState()).toMatchObject({
      status: 'disconnected',
      reconnecting: false,
    })
    expect(reloaded.controls.calls().map((call) => call.operation)).not.toContain('connect')
  })

  it('a fresh visitor is not reconnected at all', async () => {
    const { controls } = setup({}, memoryBackend(), { authorized: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(controls.calls()).toEqual([])
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

  it('spec §4: disconnect reports DISCONNECT_SUCCESS and clears the stored session', async () => {
    const { widget, storage, events } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    await widget.disconnect()
    expect(widget.getState().status).toBe('disconnected')
    expect(widget.getState().address).toBeUndefined()
    expect(events.map((event) => event.type)).toContain('DISCONNECT_SUCCESS')
    expect(storage.getItem('@appkit/eip155:connected_connector_id')).toBeNull()
    expect(storage.getItem('@appkit/connected_namespaces')).toBe('[]')
  })

  it('spec §8: a failing wallet disconnect reports DISCONNECT_ERROR', async () => {
    const { widget, controls, events } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    controls.rejectNext('disconnect')
    await expect(widget.disconnect()).rejects.toMatchObject({ _tag: 'DisconnectFailedError' })
    expect(events.map((event) => event.type)).toContain('DISCONNECT_ERROR')
  })

  it('switches network through the wallet, reports SWITCH_NETWORK and stores it', async () => {
    const { widget, storage, events, until } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    widget.switchNetwork('eip155:11155111')
    await until((state) => state.caipNetwork?.id === 11155111)
    expect(events.find((event) => event.type === 'SWITCH_NETWORK')).toBeDefined()
    expect(storage.getItem('@appkit/active_caip_network_id')).toBe('"eip155:11155111"')
    // Restored at the next start.
    const next = setup({}, storage)
    expect(next.widget.getState().caipNetwork?.id).toBe(11155111)
  })

  it("spec §8: switching to an unknown network is 'Network not found'", () => {
    const { widget, events } = setup()
    widget.switchNetwork('eip155:424242')
    expect(events.find((event) => event.type === 'SWITCH_NETWORK_ERROR')?.error).toBeInstanceOf(
      NetworkNotFoundError,
    )
    expect(widget.getState().caipNetwork?.id).toBe(1)
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

  it('two widgets share nothing', async () => {
    const a = setup()
    const b = setup()
    await a.widget.connect({ connectorId: 'io.metamask' })
    a.widget.open()
    expect(a.widget.getState().status).toBe('connected')
    expect(b.widget.getState()).toMatchObject({ status: 'disconnected', loading: false })
  })

  it('spec §2, §4: required sign-in forces its view, blocks closing, and closes once signed', async () => {
    const sessions: SignInSession[] = []
    const siwx = {
      required: true,
      getSessions: async (caipAddress: CaipAddress) =>
        sessions.filter((session) => caipAddress.endsWith(session.data.accountAddress)),
      createMessage: async (caipAddress: CaipAddress) => ({
        data: { accountAddress: caipAddress.split(':')[2] ?? '', chainId: 'eip155:1' as const },
        message: `Sign in as ${caipAddress}`,
      }),
      addSession: async (session: SignInSession) => {
        sessions.push(session)
      },
      revokeSession: async (caipAddress: CaipAddress) => {
        revoked.push(caipAddress)
      },
    }
    const revoked: CaipAddress[] = []
    const { widget, clock, until, controls } = setup({ siwx })
    await widget.connect({ connectorId: 'io.metamask' })
    await until((state) => state.loading || state.open)
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    widget.close()
    expect(widget.getState().open).toBe(true)

    widget.actor.system.get('signIn')?.send({ type: 'user.sign' })
    await until((state) => !state.open)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.message).toBe(`Sign in as eip155:1:${address}`)
    expect(controls.calls().map((call) => call.operation)).toContain('signMessage')
    // Disconnecting signs the account out of the app.
    await widget.disconnect()
    expect(revoked).toEqual([`eip155:1:${address}`])
  })
})

describe('createWidget: unsupported chain (spec §2)', () => {
  it('opens UnsupportedChain when the wallet moves to a network that is not requested', async () => {
    const { widget, controls, clock, until } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    controls.emit({ type: 'wallet.chainChanged', connectorId: 'io.metamask', chainId: 424242 })
    await until((state) => state.loading)
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    // spec §2: after a switch from an unsupported network the modal closes.
    widget.switchNetwork('eip155:1')
    await until((state) => !state.open)
  })

  it('stays closed when unsupported chains are allowed', async () => {
    const { widget, controls } = setup({ allowUnsupportedChain: true })
    await widget.connect({ connectorId: 'io.metamask' })
    controls.emit({ type: 'wallet.chainChanged', connectorId: 'io.metamask', chainId: 424242 })
    expect(widget.getState()).toMatchObject({ open: false, loading: false })
  })
})
