// The connection through createWidget's handle (spec §4): connect and its failures, the silent
// reconnect on reload, disconnect, and the required sign-in after connecting.
import { describe, expect, it } from 'vitest'
import { ConnectorNotFoundError } from '../adapter'
import { MODAL_OPEN_DELAY_MS } from '../constants'
import { deferredAdapter } from '../deferredAdapter'
import { ethereumNetwork } from '../domain/networks/evm'
import { solanaMainnet } from '../domain/networks/solana'
import type { CaipAddress, SignInSession } from '../domain/types'
import {
  ChainAdapterNotFoundError,
  RequestAbortedError,
  UnsupportedChainError,
} from '../errors/sdk'
import { UserRejectedError } from '../errors/walletRpc'
import { memoryBackend } from '../services/storage/storageBackend'
import { createMemoryAdapter } from '../testing/memoryAdapter'
import { testWidgetWallet, widgetsForFile } from '../testing/widgetTesting'

const setup = widgetsForFile()
const address = testWidgetWallet.accounts[0]?.address ?? ''

describe('createWidget: the connection', () => {
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

  it("spec §3, issue 29 (5): a host's connect with a connector alone keeps that wallet as recent", async () => {
    const { widget, storage } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    expect(JSON.parse(storage.getItem('@appkit/recent_wallets') ?? '[]')).toEqual([
      { id: 'io.metamask', name: 'io.metamask', rdns: null },
    ])
    expect(widget.flowSnapshot('widget').context.recentWallets.map((w) => w.id)).toEqual([
      'io.metamask',
    ])
  })

  it('issue 27: a connect made before a deferred adapter lists its wallets waits for the list', async () => {
    const memory = createMemoryAdapter({
      namespace: 'eip155',
      networks: [ethereumNetwork],
      wallets: [testWidgetWallet],
    }).adapter
    let fail = true
    const adapter = deferredAdapter({
      namespace: 'eip155',
      networks: [ethereumNetwork],
      load: async () => {
        if (fail) throw new Error('chunk failed')
        return memory
      },
    })
    // Its code does not load: nothing is listed, so the connect ends as not found.
    const failing = setup({ adapters: [adapter] })
    await expect(failing.widget.connect({ connectorId: 'io.metamask' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
    // A widget started while it loads: the connect goes ahead once the wallet is listed.
    fail = false
    const { widget } = setup({ adapters: [adapter] })
    expect(widget.flowSnapshot('widget').context.connectors).toEqual({})
    const connection = await widget.connect({ connectorId: 'io.metamask' })
    expect(connection.address).toBe(address)
    expect(widget.getState().status).toBe('connected')
  })

  it('spec §9: an announced "Trust Wallet" is listed as Trust, and connects by its id', async () => {
    const trust = {
      ...testWidgetWallet,
      connector: { ...testWidgetWallet.connector, id: 'com.trustwallet.app', name: 'Trust Wallet' },
    }
    const memory = createMemoryAdapter({
      namespace: 'eip155',
      networks: [ethereumNetwork],
      wallets: [trust],
    })
    const { widget, storage } = setup({ adapters: [memory.adapter] })
    const listed = widget.flowSnapshot('widget').context.connectors.eip155 ?? []
    expect(listed.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'com.trustwallet.app', name: 'Trust' },
    ])
    await widget.connect({ connectorId: 'com.trustwallet.app' })
    expect(JSON.parse(storage.getItem('@appkit/recent_wallets') ?? '[]')).toEqual([
      { id: 'com.trustwallet.app', name: 'Trust', rdns: null },
    ])
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

  it("spec §8 'Unsupported chain': a connect on a network that is not the widget's, or not of the wallet's namespace, is refused before the wallet is asked", async () => {
    const { widget, controls } = setup()
    const unknown = { ...ethereumNetwork, id: 424242, caipNetworkId: 'eip155:424242' as const }
    for (const caipNetwork of [unknown, solanaMainnet]) {
      await expect(
        widget.connect({ connectorId: 'io.metamask', caipNetwork }),
      ).rejects.toBeInstanceOf(UnsupportedChainError)
    }
    expect(controls.calls().map((call) => call.operation)).not.toContain('connect')
    expect(widget.getState().status).toBe('disconnected')
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

  it("issue 27: the stored wallet reconnects without waiting for another adapter's discovery", async () => {
    const first = setup()
    await first.widget.connect({ connectorId: 'io.metamask' })
    await first.widget.destroy()
    // A Solana adapter whose wallets never show (its discovery still loading).
    const { adapter: solana } = createMemoryAdapter({
      namespace: 'solana',
      networks: [solanaMainnet],
      wallets: [],
    })
    const stillDiscovering = { ...solana, watchConnectors: () => () => {} }
    const reloaded = setup({}, first.storage, { authorized: true }, [stillDiscovering])
    const state = await reloaded.until((s) => s.status === 'connected')
    expect(state.address).toBe(address)
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

  it("spec §3 addressLabels: the host's labels reach the active namespace's account; a namespace no adapter serves is a typed error", async () => {
    const { widget } = setup()
    const labels = () => widget.flowSnapshot('connection.eip155').context.addressLabels
    widget.setAddressLabel({ address, label: 'Treasury' })
    await widget.connect({ connectorId: 'io.metamask' })
    expect(labels()).toEqual({ [address]: 'Treasury' })
    widget.setAddressLabel({ address, namespace: 'eip155' })
    expect(labels()).toEqual({})
    expect(() => widget.setAddressLabel({ address, label: 'x', namespace: 'cosmos' })).toThrow(
      ChainAdapterNotFoundError,
    )
  })

  it('spec §8: a failing wallet disconnect reports DISCONNECT_ERROR', async () => {
    const { widget, controls, events } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    controls.rejectNext('disconnect')
    await expect(widget.disconnect()).rejects.toMatchObject({ _tag: 'DisconnectFailedError' })
    expect(events.map((event) => event.type)).toContain('DISCONNECT_ERROR')
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
