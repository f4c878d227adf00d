// Issue 17: Bitcoin, Polkadot and Cosmos beside eip155 and solana, on `?namespaces=all` (the
// default page keeps its two namespaces, so its menus stay short). No local chain runs for
// them: the wallets sign, and Bitcoin's balance comes from the local API's fixtures.
import { createBitcoinAdapter } from '@airlock/adapters/bitcoin'
import { createCosmosAdapter } from '@airlock/adapters/cosmos'
import { createPolkadotAdapter } from '@airlock/adapters/polkadot'
import {
  bitcoinMainnet,
  type CaipNetwork,
  type ChainAdapter,
  cosmosHub,
  polkadotMainnet,
} from '@airlock/core'
import { type LocalStack, otherNamespacesWanted } from './localStack'

export interface ExtraNamespaces {
  readonly adapters: readonly ChainAdapter[]
  readonly networks: readonly CaipNetwork[]
}

/** Loaded with import() by the pages, so the default page carries none of these adapters. */
export function otherNamespaces(stack: LocalStack, appName: string): ExtraNamespaces {
  if (!otherNamespacesWanted()) return { adapters: [], networks: [] }
  return {
    adapters: [
      createBitcoinAdapter({
        networks: [bitcoinMainnet],
        blockchainApi: { url: stack.services.api, projectId: 'local' },
      }),
      createPolkadotAdapter({ networks: [polkadotMainnet], appName }),
      createCosmosAdapter({ networks: [cosmosHub] }),
    ],
    networks: [bitcoinMainnet, polkadotMainnet, cosmosHub],
  }
}
