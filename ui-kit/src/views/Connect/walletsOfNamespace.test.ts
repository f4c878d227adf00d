import type { Connector, WalletListing } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { walletsOfNamespace } from './walletsOfNamespace'

const metamask: WalletListing = { id: 'mm', name: 'MetaMask', chains: ['eip155:1', 'eip155:137'] }
const phantom: WalletListing = {
  id: 'ph',
  name: 'Phantom',
  chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
}
const unknown: WalletListing = { id: 'x', name: 'Says nothing' }
/** A recent entry saved from a connector: no chains, the connector's id. */
const recentEvm: WalletListing = { id: 'dev.airlock.testwallet', name: 'Airlock Test Wallet' }
const recentSolana: WalletListing = { id: 'Airlock Solana Test Wallet', name: 'Solana one' }
const connectors: readonly Connector[] = [
  { id: 'dev.airlock.testwallet', name: 'Airlock Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
  {
    id: 'Airlock Solana Test Wallet',
    name: 'Airlock Solana Test Wallet',
    type: 'ANNOUNCED',
    chain: 'solana',
  },
]

describe('walletsOfNamespace (spec §2: the modal opened for a namespace)', () => {
  it('keeps the directory wallets naming one of its chains, and those naming none', () => {
    expect(walletsOfNamespace([metamask, phantom, unknown], 'solana', [])).toEqual([
      phantom,
      unknown,
    ])
    expect(walletsOfNamespace([metamask, phantom], 'eip155', [])).toEqual([metamask, phantom])
  })

  it("an entry an installed connector stands for goes with that connector's namespace", () => {
    expect(walletsOfNamespace([recentEvm, recentSolana], 'solana', connectors)).toEqual([
      recentSolana,
    ])
    expect(walletsOfNamespace([recentEvm, recentSolana], 'eip155', connectors)).toEqual([recentEvm])
  })

  it('without a namespace, every wallet', () => {
    expect(walletsOfNamespace([metamask, recentEvm, unknown], undefined, connectors)).toEqual([
      metamask,
      recentEvm,
      unknown,
    ])
  })
})
