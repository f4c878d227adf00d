import { describe, expect, it } from 'vitest'
import { ethereumNetwork, sepoliaNetwork } from '../domain/networks/evm'
import { solanaDevnet, solanaMainnet } from '../domain/networks/solana'
import type { ChainNamespace } from '../domain/types'
import { namespaceOpening, unconnectedActiveNamespace } from './namespaceOpening'
import type { WidgetConnectionState } from './widgetState'

const networks = [ethereumNetwork, sepoliaNetwork, solanaMainnet, solanaDevnet]
const solanaAddress = 'H68KENp4yQ636xZuD6Znww32X24sRPRz1XrPvjfBULSX'
const connected = (
  namespace: ChainNamespace,
  reference: string,
  connectorId: string,
  address: string,
): WidgetConnectionState => ({
  namespace,
  status: 'connected',
  connectorId,
  address,
  caipAddress: `${namespace}:${reference}:${address}`,
})
const evm = connected(
  'eip155',
  '11155111',
  'dev.airlock.testwallet',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
)
const solanaOn = (reference: string) =>
  connected('solana', reference, 'Airlock Solana Test Wallet', solanaAddress)
const solanaDisconnected: WidgetConnectionState = { namespace: 'solana', status: 'disconnected' }

describe('namespaceOpening (spec §2: open for a chain namespace)', () => {
  it('not connected there: Connect, and the active network stays', () => {
    expect(
      namespaceOpening(
        'solana',
        { connections: [evm, solanaDisconnected], caipNetwork: sepoliaNetwork },
        networks,
      ),
    ).toEqual({ connected: false })
  })

  it('connected there while another namespace is active: Account on the network it is on', () => {
    expect(
      namespaceOpening(
        'solana',
        { connections: [evm, solanaOn(solanaDevnet.id as string)], caipNetwork: ethereumNetwork },
        networks,
      ),
    ).toEqual({ connected: true, network: solanaDevnet })
    expect(
      namespaceOpening(
        'eip155',
        { connections: [evm, solanaOn(solanaMainnet.id as string)], caipNetwork: solanaMainnet },
        networks,
      ),
    ).toEqual({ connected: true, network: sepoliaNetwork })
  })

  it('connected there and active already: Account, no switch', () => {
    expect(
      namespaceOpening(
        'solana',
        { connections: [evm, solanaOn(solanaMainnet.id as string)], caipNetwork: solanaMainnet },
        networks,
      ),
    ).toEqual({ connected: true })
  })

  it("connected on a chain that is not configured: the namespace's first network", () => {
    expect(
      namespaceOpening(
        'solana',
        {
          connections: [solanaOn('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')],
          caipNetwork: ethereumNetwork,
        },
        networks,
      ),
    ).toEqual({ connected: true, network: solanaMainnet })
  })
})

describe('unconnectedActiveNamespace (opening without a namespace)', () => {
  it('the active namespace when it alone holds no account', () => {
    const connections = [evm, solanaDisconnected]
    expect(
      unconnectedActiveNamespace({ connections, caipNetwork: solanaMainnet, status: 'connected' }),
    ).toBe('solana')
    expect(
      unconnectedActiveNamespace({ connections, caipNetwork: sepoliaNetwork, status: 'connected' }),
    ).toBeUndefined()
  })

  it('none when nothing is connected: Connect lists every wallet', () => {
    expect(
      unconnectedActiveNamespace({
        connections: [{ namespace: 'eip155', status: 'disconnected' }, solanaDisconnected],
        caipNetwork: solanaMainnet,
        status: 'disconnected',
      }),
    ).toBeUndefined()
  })
})
