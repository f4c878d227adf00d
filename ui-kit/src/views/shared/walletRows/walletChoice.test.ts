import type { Connector, WalletListing } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { connectorRow, installedConnectorOf, routeWalletChoice, walletRow } from './walletChoice'

const announced: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  info: { rdns: 'io.metamask' },
  chain: 'eip155',
}
const external: Connector = { id: 'ledger', name: 'Ledger', type: 'EXTERNAL', chain: 'eip155' }
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const connectors = [walletConnect, announced, external]
const metaMaskListing: WalletListing = { id: 'mm', name: 'MetaMask', rdns: 'IO.METAMASK' }
const rainbowListing: WalletListing = { id: 'rb', name: 'Rainbow', rdns: 'me.rainbow' }

describe('routeWalletChoice (spec §2)', () => {
  it('WalletConnect opens its pairing view and connects nothing yet', () => {
    expect(routeWalletChoice(connectorRow(walletConnect).choice, connectors)).toEqual({
      entry: { view: 'ConnectingWalletConnect' },
    })
  })

  it.each([announced, external])('%s opens ConnectingExternal and connects', (connector) => {
    const route = routeWalletChoice(connectorRow(connector).choice, connectors)
    expect(route.entry).toEqual({ view: 'ConnectingExternal', connector })
    expect(route.connect).toEqual({ connectorId: connector.id })
  })

  it('a directory wallet with an installed connector (same rdns, any case) uses it', () => {
    const route = routeWalletChoice(walletRow(metaMaskListing).choice, connectors)
    expect(route.entry).toEqual({ view: 'ConnectingExternal', connector: announced })
    expect(route.connect).toEqual({ connectorId: announced.id, wallet: metaMaskListing })
  })

  it('a directory wallet without one pairs over WalletConnect', () => {
    expect(routeWalletChoice(walletRow(rainbowListing).choice, connectors)).toEqual({
      entry: { view: 'ConnectingWalletConnect', wallet: rainbowListing },
    })
  })

  it('a recent entry saved from a connector finds it again by id', () => {
    expect(installedConnectorOf({ id: 'ledger', name: 'Ledger' }, connectors)).toBe(external)
    expect(installedConnectorOf({ id: 'walletConnect', name: 'WC' }, connectors)).toBeUndefined()
  })
})
