// widget.removeNetwork and widget.removeAdapter (issue 29 (11), spec §4: "Removing the active
// network moves to the first remaining; removing an active adapter moves to another chain's
// first network").
import { describe, expect, it } from 'vitest'
import { solanaMainnet } from '../domain/networks/solana'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/sdk'
import { testWallet } from '../testing/fixtures'
import { createMemoryAdapter } from '../testing/memoryAdapter'
import { widgetsForFile } from '../testing/widgetTesting'
import { NoNetworksConfiguredError } from './checkConfig'

const setup = widgetsForFile()
const networkIds = (widget: ReturnType<typeof setup>['widget']) =>
  widget.flowSnapshot('network').context.networks.map((network) => network.caipNetworkId)

/** The eip155 memory wallet, and a Solana one beside it. */
function withSolana() {
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaMainnet],
    wallets: [
      {
        ...testWallet('phantom'),
        connector: { ...testWallet('phantom').connector, chain: 'solana' },
      },
    ],
  })
  return { ...setup({}, undefined, {}, [solana.adapter]), solana }
}

describe('widget.removeNetwork', () => {
  it('drops a network that is not active; switching to it is then Network not found', async () => {
    const { widget, events } = setup()
    await widget.removeNetwork('eip155:11155111')
    expect(networkIds(widget)).toEqual(['eip155:1'])
    widget.switchNetwork('eip155:11155111')
    expect(events.find((event) => event.type === 'SWITCH_NETWORK_ERROR')?.error).toBeInstanceOf(
      NetworkNotFoundError,
    )
  })

  it('moves off the active network to the first remaining, and the connected wallet follows', async () => {
    const { widget, controls, events, until } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    await widget.removeNetwork('eip155:1')
    await until((s) => s.caipNetwork?.id === 11155111)
    // The wallet is asked to follow, through the network flow's own switch.
    await until(() => events.some((event) => event.type === 'SWITCH_NETWORK'))
    expect(controls.calls().filter((call) => call.operation === 'switchNetwork')).toEqual([
      {
        operation: 'switchNetwork',
        parameters: expect.objectContaining({
          connectorId: 'io.metamask',
          caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:11155111' }),
        }),
      },
    ])
  })

  it('refuses an unknown network and the last one, typed', async () => {
    const { widget } = setup()
    await expect(widget.removeNetwork('eip155:424242')).rejects.toBeInstanceOf(NetworkNotFoundError)
    await widget.removeNetwork('eip155:11155111')
    await expect(widget.removeNetwork('eip155:1')).rejects.toBeInstanceOf(NoNetworksConfiguredError)
    expect(networkIds(widget)).toEqual(['eip155:1'])
  })
})

describe('widget.removeAdapter', () => {
  it("ends the namespace's connection, drops its wallets and networks, and moves the active network", async () => {
    const { widget, until } = withSolana()
    await widget.connect({ connectorId: 'phantom' })
    widget.switchNetwork(solanaMainnet.caipNetworkId)
    await until((s) => s.caipNetwork?.chainNamespace === 'solana')
    await widget.removeAdapter('solana')
    const state = await until((s) => s.caipNetwork?.chainNamespace === 'eip155')
    expect(state.connections.find((c) => c.namespace === 'solana')?.status).toBe('disconnected')
    expect(networkIds(widget)).toEqual(['eip155:1', 'eip155:11155111'])
    expect(widget.flowSnapshot('widget').context.connectors.solana).toBeUndefined()
  })

  it('refuses a namespace no adapter serves, and the only one, typed', async () => {
    const { widget } = setup()
    await expect(widget.removeAdapter('solana')).rejects.toBeInstanceOf(ChainAdapterNotFoundError)
    await expect(widget.removeAdapter('eip155')).rejects.toBeInstanceOf(NoNetworksConfiguredError)
  })
})
