import { describe, expect, it } from 'vitest'
import { type ActiveConnection, disconnectTargets } from './disconnectTargets'

const connection = (
  namespace: ActiveConnection['namespace'],
  connectorId: string,
  connectorType: ActiveConnection['connectorType'],
): ActiveConnection => ({ namespace, connectorId, connectorType })

const evmInjected = connection('eip155', 'io.metamask', 'ANNOUNCED')
const solInjected = connection('solana', 'phantom', 'ANNOUNCED')
const evmWc = connection('eip155', 'walletConnect', 'WALLET_CONNECT')
const solWc = connection('solana', 'walletConnect', 'WALLET_CONNECT')
const btcInjected = connection('bip122', 'xverse', 'INJECTED')
const evmAuth = connection('eip155', 'auth', 'AUTH')
const solAuth = connection('solana', 'auth', 'AUTH')

describe('spec §4: disconnect fan-out', () => {
  it('without a namespace: all connections', () => {
    expect(disconnectTargets([evmInjected, solWc, btcInjected])).toEqual([
      evmInjected,
      solWc,
      btcInjected,
    ])
  })

  it.each([
    ['an injected wallet: only its namespace', [evmInjected, solInjected], 'eip155', [evmInjected]],
    [
      'the same WalletConnect pairing: every namespace on it',
      [evmWc, solWc, btcInjected],
      'solana',
      [evmWc, solWc],
    ],
    [
      'the same e-mail/social connector: every namespace on it',
      [evmAuth, solAuth, btcInjected],
      'eip155',
      [evmAuth, solAuth],
    ],
    [
      'WalletConnect on one namespace does not drag an injected one',
      [evmWc, solInjected],
      'eip155',
      [evmWc],
    ],
    ['a namespace with no connection: nothing', [evmInjected], 'cosmos', []],
  ] as const)('with a namespace, %s', (_, connections, namespace, expected) => {
    expect(disconnectTargets(connections, namespace)).toEqual(expected)
  })
})
