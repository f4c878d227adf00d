import { describe, expect, it } from 'vitest'
import { type ActiveConnection, disconnectTargets } from './disconnectTargets'

const evmInjected: ActiveConnection = {
  namespace: 'eip155',
  connectorId: 'io.metamask',
  connectorType: 'ANNOUNCED',
}
const solInjected: ActiveConnection = {
  namespace: 'solana',
  connectorId: 'phantom',
  connectorType: 'ANNOUNCED',
}
const evmWc: ActiveConnection = {
  namespace: 'eip155',
  connectorId: 'walletConnect',
  connectorType: 'WALLET_CONNECT',
}
const solWc: ActiveConnection = {
  namespace: 'solana',
  connectorId: 'walletConnect',
  connectorType: 'WALLET_CONNECT',
}
const btcInjected: ActiveConnection = {
  namespace: 'bip122',
  connectorId: 'xverse',
  connectorType: 'INJECTED',
}
const evmAuth: ActiveConnection = {
  namespace: 'eip155',
  connectorId: 'auth',
  connectorType: 'AUTH',
}
const solAuth: ActiveConnection = {
  namespace: 'solana',
  connectorId: 'auth',
  connectorType: 'AUTH',
}

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
