// The smart-session records behind spec §7 /v1/sessions/*. Each is kept with the account that
// granted it, which only the server sees: it checks revocation signatures against it.
import type { Address } from 'viem'
import type { SmartSession } from '../../../../core/src/services/blockchainApi/responses'

export interface SessionSeed {
  readonly id: string
  /** The account that granted the session and must sign its revocation. */
  readonly account: Address
  readonly session: SmartSession
}

export interface SessionStore {
  readonly get: (id: string) => SessionSeed | undefined
  readonly put: (seed: SessionSeed) => void
  readonly clear: () => void
}

export function createSessionStore(): SessionStore {
  const seeds = new Map<string, SessionSeed>()
  return {
    get: (id) => seeds.get(id),
    put: (seed) => {
      seeds.set(seed.id, seed)
    },
    clear: () => seeds.clear(),
  }
}
