// What every route of the local Blockchain API (test/stack/api) knows of the stack.
import type { FixtureAddresses } from '../fixtures/deployFixtures'

export interface ApiChain {
  /** EVM chain id, e.g. 1 or 11155111. */
  readonly chainId: number
  readonly rpcUrl: string
}

export interface ApiContext {
  /** The local chains that carry the fixtures (1 and 11155111). */
  readonly chains: readonly ApiChain[]
  /** The fixture contracts; the same addresses on every chain in `chains`. */
  readonly fixtures: FixtureAddresses
  /** This server's own base URL (e.g. for the on-ramp provider page it links to). */
  readonly publicUrl: () => string
}

/** The zone every registered account name lives under (spec §9: fixed, value not shown). */
export const NAME_ZONE = 'airlock.id'
