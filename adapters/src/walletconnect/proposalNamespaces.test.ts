import { ethereumNetwork, sepoliaNetwork, solanaDevnet, solanaMainnet } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { proposalNamespaces } from './proposalNamespaces'

describe('CAIP-25 proposal from the configured networks', () => {
  it('groups the networks by namespace, in order, with the methods and events of each', () => {
    const namespaces = proposalNamespaces([
      ethereumNetwork,
      solanaMainnet,
      sepoliaNetwork,
      solanaDevnet,
      ethereumNetwork,
    ])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:11155111'])
    expect(namespaces.solana?.chains).toEqual([
      solanaMainnet.caipNetworkId,
      solanaDevnet.caipNetworkId,
    ])
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
      ]),
    )
    expect(namespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(namespaces.solana?.methods).toContain('solana_signMessage')
  })

  it('proposes nothing for a namespace with no network', () => {
    expect(proposalNamespaces([])).toEqual({})
  })
})
