// The in-memory account-name registry behind spec §7 /v1/profile/* and /v1/identity: one
// NameProfile per name (lower-cased), found by name or by the coin-type-60 address.
import type { NameProfile } from '../../../../core/src/services/blockchainApi/responses'
import { sameAddress } from '../requestInput'

/** ENSIP-11 coin type of Ethereum: the only one this registry stores. */
export const ETH_COIN_TYPE = '60'

export interface NameRegistry {
  readonly byName: (name: string) => NameProfile | undefined
  /** Oldest registration first: the first is the address's primary name. */
  readonly byAddress: (address: string) => NameProfile[]
  readonly save: (profile: NameProfile) => void
  readonly clear: () => void
}

export function addressOf(profile: NameProfile): string | undefined {
  return profile.addresses[ETH_COIN_TYPE]?.address
}

export function createNameRegistry(): NameRegistry {
  const profiles = new Map<string, NameProfile>()
  return {
    byName: (name) => profiles.get(name.toLowerCase()),
    byAddress: (address) =>
      [...profiles.values()]
        .filter((profile) => sameAddress(addressOf(profile) ?? '', address))
        .sort((a, b) => a.registered - b.registered),
    save: (profile) => {
      profiles.set(profile.name.toLowerCase(), profile)
    },
    clear: () => profiles.clear(),
  }
}
