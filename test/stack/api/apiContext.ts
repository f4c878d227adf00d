// What every route of the local Blockchain API (test/stack/api) knows of the stack.
import type { FixtureAddresses } from '../fixtures/deployFixtures'

export interface ApiChain {
  /** EVM chain id, e.g. 1 or 11155111. */
  readonly chainId: number
  readonly rpcUrl: string
}

/** The local Solana (issue 17, test/stack/solana) as the API reads it. */
export interface ApiSolana {
  /** The shim's JSON-RPC URL. */
  readonly rpcUrl: string
  /** The SPL mints the API knows, by mint address (priced by symbol from prices.ts). */
  readonly tokens: Readonly<Record<string, { readonly name: string; readonly symbol: string }>>
}

export interface ApiContext {
  /** The local chains that carry the fixtures (1 and 11155111). */
  readonly chains: readonly ApiChain[]
  /** The fixture contracts; the same addresses on every chain in `chains`. */
  readonly fixtures: FixtureAddresses
  /** The local Solana; without it the API serves no solana network. */
  readonly solana?: ApiSolana
  /** This server's own base URL (e.g. for the on-ramp provider page it links to). */
  readonly publicUrl: () => string
}

/** The zone every registered account name lives under (spec §9: fixed, value not shown). */
export const NAME_ZONE = 'airlock.id'
