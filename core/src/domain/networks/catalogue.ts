// spec §3: every network the widget supports, grouped per chain namespace.
import type { CaipNetwork, ChainNamespace } from '../types'
import { bitcoinNetworks } from './bitcoin'
import { cosmosNetworks } from './cosmos'
import { evmNetworks } from './evm'
import { polkadotNetworks } from './polkadot'
import { solanaNetworks } from './solana'

/** The networks of each namespace. */
export const networksByNamespace: { readonly [N in ChainNamespace]: readonly CaipNetwork[] } = {
  eip155: evmNetworks,
  solana: solanaNetworks,
  bip122: bitcoinNetworks,
  polkadot: polkadotNetworks,
  cosmos: cosmosNetworks,
}

function allNetworks(): readonly CaipNetwork[] {
  return [
    ...evmNetworks,
    ...solanaNetworks,
    ...bitcoinNetworks,
    ...polkadotNetworks,
    ...cosmosNetworks,
  ]
}

/** All supported networks, EVM first (pure: a page that never reads it does not ship it). */
export const networks: readonly CaipNetwork[] = /* @__PURE__ */ allNetworks()
