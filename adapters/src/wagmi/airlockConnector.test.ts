// Issue 31: the wagmi connector over a real widget (the memory adapter's eip155 wallet) and
// wagmi's own config and actions: Airlock's connection shows in wagmi as it happens, and what
// wagmi asks goes through the widget's flows.
import {
  createWidget,
  ethereumNetwork,
  sepoliaNetwork,
  solanaMainnet,
  type Widget,
} from '@airlock/core'
import { createMemoryAdapter, memoryBackend, testWallet } from '@airlock/core/testing'
import { getAddress } from 'viem'
import { mainnet, optimism, sepolia } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { http } from 'wagmi'
import { connect, disconnect, getAccount, reconnect, signMessage, switchChain } from 'wagmi/actions'
import { AIRLOCK_CONNECTOR_ID } from './airlockConnector'
import { createWagmiConfig } from './createWagmiConfig'
import { WagmiChainsNotInWidgetError, WagmiTransportsWithoutChainError } from './wagmiErrors'

const wallet = testWallet('io.metamask')
const address = getAddress(wallet.accounts[0]?.address ?? '')
const connectorId = wallet.connector.id
const widgets: Widget[] = []
afterEach(async () => {
  for (const widget of widgets.splice(0)) await widget.destroy()
})

function setup({ authorized = false, storage = memoryBackend() } = {}) {
  const { adapter, controls } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [ethereumNetwork, sepoliaNetwork],
    wallets: [wallet],
  })
  if (authorized) controls.authorize(connectorId)
  const widget = createWidget({ projectId: 'test-project', adapters: [adapter], storage })
  widgets.push(widget)
  return { widget, controls, config: createWagmiConfig(widget) }
}

const eip155Connected = (widget: Widget) =>
  widget.getState().connections.some((c) => c.namespace === 'eip155' && c.status === 'connected')

describe('createWagmiConfig', () => {
  it("takes the widget's eip155 networks as its chains, with Airlock as its one connector", () => {
    const { config } = setup()
    expect(config.chains.map((chain) => chain.id)).toEqual([1, 11155111])
    expect(config.connectors.map((connector) => connector.id)).toEqual([AIRLOCK_CONNECTOR_ID])
  })

  it("fails at creation, naming them, on chains that are not among the widget's networks", () => {
    const { widget } = setup()
    const creating = () => createWagmiConfig(widget, { chains: [optimism] })
    expect(creating).toThrow(WagmiChainsNotInWidgetError)
    expect(creating).toThrow(/wagmi chains 10 are not among the widget's networks/)
  })

  it('types wagmi with the chains given, a subset of the widget’s, in their order', () => {
    const { widget } = setup()
    const config = createWagmiConfig(widget, { chains: [sepolia, mainnet] })
    expect(config.chains.map((chain) => chain.id)).toEqual([11155111, 1])
    // @ts-expect-error: 10 is not among the config's chains.
    const unknownChain: (typeof config)['chains'][number]['id'] = 10
    expect(unknownChain).toBe(10)
  })

  it('fails at creation, naming them, on transports for chains the config does not have', () => {
    const { widget } = setup()
    const creating = () =>
      createWagmiConfig(widget, { transports: { 1: http(), 11155112: http() } })
    expect(creating).toThrow(WagmiTransportsWithoutChainError)
    expect(creating).toThrow(/transports for chains 11155112, which are not among its chains/)
  })

  it('fails at creation on a widget without an eip155 network', () => {
    const { adapter } = createMemoryAdapter({
      namespace: 'solana',
      networks: [solanaMainnet],
      wallets: [],
    })
    const widget = createWidget({ projectId: 'test-project', adapters: [adapter] })
    widgets.push(widget)
    expect(() => createWagmiConfig(widget)).toThrow(/no eip155 network to give wagmi/)
  })
})

describe('the Airlock connector', () => {
  it("shows Airlock's connection in wagmi in the same task as the widget's", async () => {
    const { widget, config } = setup()
    await widget.ready
    const seen: string[] = []
    widget.subscribe(() => {
      if (eip155Connected(widget)) seen.push(getAccount(config).status)
    })
    await widget.connect({ connectorId })
    expect(seen[0]).toBe('connected')
    expect(getAccount(config)).toMatchObject({ address, chainId: 1 })
  })

  it("wagmi's connect opens Airlock's modal and resolves with the wallet connected there", async () => {
    const { widget, config } = setup()
    const connector = config.connectors[0]
    if (!connector) throw new Error('no connector')
    const connecting = connect(config, { connector })
    await expect.poll(() => widget.getState().open).toBe(true)
    await widget.connect({ connectorId })
    await expect(connecting).resolves.toMatchObject({ accounts: [address], chainId: 1 })
  })

  it("wagmi's switchChain goes through the widget's switch, and its disconnect through the widget's", async () => {
    const { widget, controls, config } = setup()
    await widget.ready
    await widget.connect({ connectorId })
    await switchChain(config, { chainId: 11155111 })
    expect(controls.calls().filter((call) => call.operation === 'switchNetwork')).toHaveLength(1)
    expect(widget.getState().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
    expect(getAccount(config).chainId).toBe(11155111)
    await disconnect(config)
    expect(eip155Connected(widget)).toBe(false)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it("a switch or a connect the visitor declines is viem's UserRejectedRequestError to wagmi", async () => {
    const { widget, controls, config } = setup()
    await widget.ready
    await widget.connect({ connectorId })
    controls.rejectNext('switchNetwork')
    await expect(switchChain(config, { chainId: 11155111 })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(getAccount(config).chainId).toBe(1)
    await disconnect(config)
    const connector = config.connectors[0]
    if (!connector) throw new Error('no connector')
    const connecting = connect(config, { connector })
    await expect.poll(() => widget.getState().open).toBe(true)
    widget.close()
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('a wallet that changes its chain on its own moves both', async () => {
    const { widget, controls, config } = setup()
    await widget.ready
    await widget.connect({ connectorId })
    controls.emit({ type: 'wallet.chainChanged', connectorId, chainId: 11155111 })
    expect(getAccount(config).chainId).toBe(11155111)
    const eip155 = widget.getState().connections.find((c) => c.namespace === 'eip155')
    expect(eip155?.chainId).toBe(11155111)
  })

  it("a wagmi call while Airlock is disconnected fails with wagmi's ConnectorNotConnectedError", async () => {
    const { config } = setup()
    // @wagmi/core's class, which wagmi does not re-export: known by its name.
    await expect(signMessage(config, { message: 'hello' })).rejects.toMatchObject({
      name: 'ConnectorNotConnectedError',
    })
  })

  it("wagmi's reconnect at load takes the session Airlock reconnected, asking the wallet nothing more", async () => {
    const storage = memoryBackend()
    const first = setup({ storage })
    await first.widget.ready
    await first.widget.connect({ connectorId })
    const { widget, controls, config } = setup({ authorized: true, storage })
    const connections = await reconnect(config)
    expect(connections.map((c) => c.accounts)).toEqual([[address]])
    expect(getAccount(config).status).toBe('connected')
    expect(eip155Connected(widget)).toBe(true)
    const asked = controls.calls().map((call) => call.operation)
    expect(asked).toContain('reconnect')
    expect(asked).not.toContain('connect')
  })
})
