// Issue 17: a widget with eip155 and solana adapters, both connected at once: the active
// account follows the active network, `open({ namespace })` (spec §2), switching between the
// namespaces, signing on either, and the disconnect fan-out (spec §4).
import { afterEach, describe, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { MODAL_OPEN_DELAY_MS } from '../constants'
import { ethereumNetwork, sepoliaNetwork } from '../domain/networks/evm'
import { solanaMainnet } from '../domain/networks/solana'
import type { Connector } from '../domain/types'
import { UserRejectedError } from '../errors/walletRpc'
import { NoActiveCaipAddressError } from '../flows/signIn/signInErrors'
import { memoryBackend } from '../services/storage/storageBackend'
import { testWallet } from '../testing/fixtures'
import { createMemoryAdapter } from '../testing/memoryAdapter'
import { createWidget, type Widget } from './createWidget'
import type { WidgetEvent } from './hostEvents'

const evmWallet = testWallet('io.metamask')
const evmAddress = evmWallet.accounts[0]?.address ?? ''
const solanaAddress = 'H68KENp4yQ636xZuD6Znww32X24sRPRz1XrPvjfBULSX'
const solanaConnectorId = 'Airlock Solana Test Wallet'
const solanaWallet = {
  connector: {
    id: solanaConnectorId,
    name: solanaConnectorId,
    type: 'ANNOUNCED',
    chain: 'solana',
  } satisfies Connector,
  accounts: [{ namespace: 'solana' as const, address: solanaAddress, type: 'eoa' as const }],
}

const widgets: Widget[] = []
afterEach(async () => {
  for (const widget of widgets.splice(0)) await widget.destroy()
})

async function bothConnected() {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: [ethereumNetwork, sepoliaNetwork],
    wallets: [evmWallet],
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaMainnet],
    wallets: [solanaWallet],
  })
  const clock = new SimulatedClock()
  const widget = createWidget({
    projectId: 'test-project',
    adapters: [evm.adapter, solana.adapter],
    networks: [ethereumNetwork, sepoliaNetwork, solanaMainnet],
    storage: memoryBackend(),
    clock,
  })
  widgets.push(widget)
  const events: WidgetEvent[] = []
  widget.on('*', (event) => events.push(event))
  await widget.connect({ connectorId: 'io.metamask' })
  await widget.connect({ connectorId: solanaConnectorId })
  return { widget, evm: evm.controls, solana: solana.controls, clock, events }
}

const operations = (controls: { calls: () => readonly { operation: string }[] }) =>
  controls.calls().map((call) => call.operation)

describe('createWidget with eip155 and solana', () => {
  it('both connect; the last one connected is active, and the other stays connected', async () => {
    const { widget } = await bothConnected()
    expect(widget.getState()).toMatchObject({
      status: 'connected',
      address: solanaAddress,
      caipAddress: `solana:${solanaMainnet.id}:${solanaAddress}`,
      caipNetwork: { caipNetworkId: solanaMainnet.caipNetworkId },
      connections: [
        { namespace: 'eip155', status: 'connected', address: evmAddress },
        { namespace: 'solana', status: 'connected', address: solanaAddress },
      ],
    })
  })

  it('switching the network moves the active account between the namespaces', async () => {
    const { widget, evm, solana, events } = await bothConnected()
    widget.switchNetwork(sepoliaNetwork)
    await expect.poll(() => widget.getState().address).toBe(evmAddress)
    expect(widget.getState().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
    // Each switch asks the wallet of the target's namespace.
    expect(evm.calls().at(-1)).toMatchObject({
      operation: 'switchNetwork',
      parameters: { connectorId: 'io.metamask' },
    })
    widget.switchNetwork(solanaMainnet.caipNetworkId)
    await expect.poll(() => widget.getState().address).toBe(solanaAddress)
    expect(solana.calls().at(-1)).toMatchObject({
      operation: 'switchNetwork',
      parameters: { connectorId: solanaConnectorId },
    })
    expect(events.filter((event) => event.type === 'SWITCH_NETWORK')).toHaveLength(2)
  })

  it("spec §2 open({ namespace }): a connected namespace's Account, made active first", async () => {
    const { widget, clock } = await bothConnected()
    widget.open({ namespace: 'eip155' })
    clock.increment(MODAL_OPEN_DELAY_MS)
    await expect.poll(() => widget.getState().address).toBe(evmAddress)
    expect(widget.getState()).toMatchObject({ open: true, view: 'Account' })
    expect(widget.getState().caipNetwork?.chainNamespace).toBe('eip155')
  })

  it('spec §2 open({ namespace }): Connect when that namespace holds no account', async () => {
    const { widget, clock } = await bothConnected()
    await widget.disconnect({ namespace: 'solana' })
    widget.switchNetwork(ethereumNetwork)
    await expect.poll(() => widget.getState().address).toBe(evmAddress)
    widget.open({ namespace: 'solana' })
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState()).toMatchObject({ open: true, view: 'Connect' })
    const modal = widget.actor.system.get('modal')?.getSnapshot()
    expect(modal?.context.namespace).toBe('solana')
    // Nothing moved: the eip155 account stays the active one until solana connects.
    expect(widget.getState().address).toBe(evmAddress)
  })

  it('open() on a network whose namespace is not connected yet: Connect for that namespace', async () => {
    const { widget, clock } = await bothConnected()
    await widget.disconnect({ namespace: 'solana' })
    widget.switchNetwork(solanaMainnet)
    await expect.poll(() => widget.getState().caipNetwork?.chainNamespace).toBe('solana')
    widget.open()
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState()).toMatchObject({ open: true, view: 'Connect' })
    expect(widget.actor.system.get('modal')?.getSnapshot().context.namespace).toBe('solana')
    widget.close()
    // Back on eip155, whose account is there: Account, for no namespace in particular.
    widget.switchNetwork(ethereumNetwork)
    await expect.poll(() => widget.getState().caipNetwork?.chainNamespace).toBe('eip155')
    widget.open()
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState()).toMatchObject({ open: true, view: 'Account' })
    expect(widget.actor.system.get('modal')?.getSnapshot().context.namespace).toBeUndefined()
  })

  it('issue 25: a network of an unconnected namespace picked while Account shows: its Connect', async () => {
    const { widget, clock } = await bothConnected()
    await widget.disconnect({ namespace: 'solana' })
    widget.switchNetwork(ethereumNetwork)
    await expect.poll(() => widget.getState().address).toBe(evmAddress)
    widget.open()
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState()).toMatchObject({ open: true, view: 'Account' })
    widget.switchNetwork(solanaMainnet)
    await expect.poll(() => widget.getState().caipNetwork?.chainNamespace).toBe('solana')
    expect(widget.getState()).toMatchObject({ open: true, view: 'Connect' })
    expect(widget.actor.system.get('modal')?.getSnapshot().context.namespace).toBe('solana')
    // Back to a connected namespace from a closed modal: nothing opens.
    widget.close()
    widget.switchNetwork(ethereumNetwork)
    await expect.poll(() => widget.getState().caipNetwork?.chainNamespace).toBe('eip155')
    expect(widget.getState().open).toBe(false)
  })

  it('signMessage: the active account signs, or the namespace asked for', async () => {
    const { widget, evm, solana } = await bothConnected()
    await expect(widget.signMessage({ message: 'hello solana' })).resolves.toMatch(/^0x/)
    expect(solana.calls().at(-1)).toEqual({
      operation: 'signMessage',
      parameters: {
        connectorId: solanaConnectorId,
        address: solanaAddress,
        message: 'hello solana',
      },
    })
    await widget.signMessage({ message: 'hello evm', namespace: 'eip155' })
    expect(evm.calls().at(-1)).toEqual({
      operation: 'signMessage',
      parameters: { connectorId: 'io.metamask', address: evmAddress, message: 'hello evm' },
    })
    solana.rejectNext('signMessage')
    await expect(widget.signMessage({ message: 'no' })).rejects.toBeInstanceOf(UserRejectedError)
    await widget.disconnect({ namespace: 'solana' })
    await expect(
      widget.signMessage({ message: 'nobody', namespace: 'solana' }),
    ).rejects.toBeInstanceOf(NoActiveCaipAddressError)
  })

  it('spec §4: disconnecting one namespace leaves the other; disconnecting all ends both', async () => {
    const { widget, evm, solana, events } = await bothConnected()
    await widget.disconnect({ namespace: 'solana' })
    expect(widget.getState()).toMatchObject({
      status: 'connected',
      address: evmAddress,
      connections: [
        { namespace: 'eip155', status: 'connected' },
        { namespace: 'solana', status: 'disconnected' },
      ],
    })
    expect(operations(evm)).not.toContain('disconnect')
    await widget.connect({ connectorId: solanaConnectorId })
    await widget.disconnect()
    expect(widget.getState().status).toBe('disconnected')
    expect(operations(evm)).toContain('disconnect')
    expect(operations(solana).filter((operation) => operation === 'disconnect')).toHaveLength(2)
    expect(events.filter((event) => event.type === 'DISCONNECT_SUCCESS').at(-1)).toMatchObject({
      namespaces: expect.arrayContaining(['eip155', 'solana']),
    })
  })

  it('spec §4: a WalletConnect id both namespaces list connects where asked, then shares', async () => {
    const walletConnectOn = (namespace: 'eip155' | 'solana', address: string) => ({
      connector: {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: namespace,
      } satisfies Connector,
      accounts: [{ namespace, address, type: 'eoa' as const }],
    })
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      networks: [ethereumNetwork],
      wallets: [walletConnectOn('eip155', evmAddress)],
    })
    const solana = createMemoryAdapter({
      namespace: 'solana',
      networks: [solanaMainnet],
      wallets: [walletConnectOn('solana', solanaAddress)],
    })
    const widget = createWidget({
      projectId: 'test-project',
      adapters: [evm.adapter, solana.adapter],
      networks: [ethereumNetwork, solanaMainnet],
      storage: memoryBackend(),
      clock: new SimulatedClock(),
    })
    widgets.push(widget)
    const connected = await widget.connect({
      connectorId: 'walletConnect',
      caipNetwork: ethereumNetwork,
    })
    // The last adapter to list the id is solana's; the network asked for decides.
    expect(connected.address).toBe(evmAddress)
    expect(operations(evm.controls)).toContain('connect')
    // The session covers solana too: it connects there with no new prompt.
    await expect
      .poll(() => widget.getState().connections.map((connection) => connection.namespace))
      .toEqual(['eip155', 'solana'])
  })
})
