// cosmos addresses (beyond spec §5): bech32 with a chain prefix (cosmos, osmo, …) over a 20-byte
// (secp256k1 account) or 32-byte (module or contract) hash.
import { bech32 } from '@scure/base'
import { Result } from 'effect'
import { InvalidAddressError } from '../../errors/validation'
import { decodeOrUndefined } from './decodeOrUndefined'

export interface CosmosAddress {
  readonly address: string
  readonly prefix: string
}

export interface CosmosAddressOptions {
  /** The chain's bech32 prefix, e.g. 'cosmos' on the Cosmos Hub; any prefix when absent. */
  readonly prefix?: string
}

/** spec §5 cosmos address rule (any prefix): the address as given, or why it is invalid. */
export const cosmosAddressRule = (value: string): Result.Result<string, InvalidAddressError> =>
  Result.map(parseCosmosAddress(value), (parsed) => parsed.address)

export function parseCosmosAddress(
  value: string,
  { prefix }: CosmosAddressOptions = {},
): Result.Result<CosmosAddress, InvalidAddressError> {
  const fail = (reason: string) =>
    Result.fail(new InvalidAddressError({ namespace: 'cosmos', value, reason }))
  const decoded = decodeOrUndefined(() => bech32.decodeToBytes(value))
  if (!decoded) return fail('expected a bech32 address')
  if (decoded.bytes.length !== 20 && decoded.bytes.length !== 32) {
    return fail('expected a 20- or 32-byte account')
  }
  if (prefix !== undefined && decoded.prefix !== prefix) {
    return fail(`expected the prefix ${prefix}`)
  }
  return Result.succeed({ address: value, prefix: decoded.prefix })
}
