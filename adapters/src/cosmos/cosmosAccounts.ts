// spec §3 Account for cosmos: the key's bech32 address, type 'eoa' (the widget's default for
// namespaces without another account kind), its public key in hex. A key whose address is not
// bech32 with the network's prefix is not an account of that network.
import { type Account, parseCosmosAddress } from '@airlock/core/adapter'
import { base16 } from '@scure/base'
import { Result } from 'effect'
import type { KeplrKey } from './keplr'

export function cosmosAccount(key: KeplrKey, bech32Prefix: string): Account | undefined {
  if (typeof key?.bech32Address !== 'string') return undefined
  const parsed = parseCosmosAddress(key.bech32Address, { prefix: bech32Prefix })
  if (Result.isFailure(parsed)) return undefined
  return {
    namespace: 'cosmos',
    address: key.bech32Address,
    type: 'eoa',
    publicKey:
      key.pubKey instanceof Uint8Array ? base16.encode(key.pubKey).toLowerCase() : undefined,
  }
}
