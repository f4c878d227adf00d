// spec §3 Connector, §4: the connectors kept by namespace, one WalletConnect id under several.
import { describe, expect, it } from 'vitest'
import type { Connector } from '../types'
import { connectorList, findConnector, namespacesListing } from './connectorsByNamespace'

const connector = (id: string, chain: Connector['chain'], type: Connector['type']): Connector => ({
  id,
  name: id,
  type,
  chain,
})
const walletConnectOn = (chain: Connector['chain']) =>
  connector('walletConnect', chain, 'WALLET_CONNECT')
const byNamespace = {
  eip155: [connector('io.metamask', 'eip155', 'ANNOUNCED'), walletConnectOn('eip155')],
  solana: [walletConnectOn('solana'), connector('phantom', 'solana', 'ANNOUNCED')],
}

describe('connectorList', () => {
  it('lists each id once, the first namespace listing it giving it', () => {
    const list = connectorList(byNamespace)
    expect(list.map((each) => each.id)).toEqual(['io.metamask', 'walletConnect', 'phantom'])
    expect(list[1]?.chain).toBe('eip155')
  })

  it("lists one namespace's connectors, and none for a namespace without an adapter", () => {
    expect(connectorList(byNamespace, 'solana').map((each) => each.id)).toEqual([
      'walletConnect',
      'phantom',
    ])
    expect(connectorList(byNamespace, 'cosmos')).toEqual([])
  })
})

describe('namespacesListing', () => {
  it('names every namespace whose adapter lists the id', () => {
    expect(namespacesListing(byNamespace, 'walletConnect')).toEqual(['eip155', 'solana'])
    expect(namespacesListing(byNamespace, 'phantom')).toEqual(['solana'])
    expect(namespacesListing(byNamespace, 'unknown')).toEqual([])
  })
})

describe('findConnector', () => {
  it('gives the connector as the first preferred namespace listing it has it', () => {
    expect(findConnector(byNamespace, 'walletConnect', ['solana'])?.chain).toBe('solana')
    expect(findConnector(byNamespace, 'walletConnect', [undefined, 'eip155'])?.chain).toBe('eip155')
  })

  it('falls back to the first namespace listing it when no preferred one does', () => {
    expect(findConnector(byNamespace, 'phantom', ['eip155'])?.chain).toBe('solana')
    expect(findConnector(byNamespace, 'walletConnect', ['cosmos'])?.chain).toBe('eip155')
  })

  it('gives that very connector, not another of the same namespace', () => {
    expect(findConnector(byNamespace, 'walletConnect', ['eip155'])).toEqual(
      walletConnectOn('eip155'),
    )
    expect(findConnector(byNamespace, 'phantom')).toEqual(
      connector('phantom', 'solana', 'ANNOUNCED'),
    )
  })

  it('finds nothing for an id no adapter lists', () => {
    expect(findConnector(byNamespace, 'unknown', ['eip155'])).toBeUndefined()
  })
})
