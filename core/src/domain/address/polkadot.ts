// polkadot addresses (beyond spec §5): SS58, base58 of prefix + 32-byte account id + a 2-byte
// checksum, the first bytes of blake2b-512('SS58PRE' ‖ prefix ‖ account id).
import { blake2b } from '@noble/hashes/blake2'
import { base58 } from '@scure/base'
import { Result } from 'effect'
import { InvalidAddressError } from '../../errors/validation'
import { decodeOrUndefined } from './decodeOrUndefined'

export interface PolkadotAddress {
  readonly address: string
  /** The SS58 network prefix: 0 Polkadot, 2 Kusama, 42 generic Substrate. */
  readonly prefix: number
  readonly publicKey: Uint8Array
}

const ss58Pre = new TextEncoder().encode('SS58PRE')

function readPrefix(bytes: Uint8Array): { prefix: number; length: number } | undefined {
  const first = bytes[0]
  const second = bytes[1]
  if (first === undefined) return undefined
  if (first < 64) return { prefix: first, length: 1 }
  if (first >= 128 || second === undefined) return undefined
  // Two-byte form of the SS58 spec: 14 bits spread over both bytes.
  const prefix = ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  return { prefix, length: 2 }
}

/** spec §5 polkadot address rule: the address as given, or why it is invalid. */
export const polkadotAddressRule = (value: string): Result.Result<string, InvalidAddressError> =>
  Result.map(parsePolkadotAddress(value), (parsed) => parsed.address)

export function parsePolkadotAddress(
  value: string,
): Result.Result<PolkadotAddress, InvalidAddressError> {
  const fail = (reason: string) =>
    Result.fail(new InvalidAddressError({ namespace: 'polkadot', value, reason }))
  const bytes = decodeOrUndefined(() => base58.decode(value))
  if (!bytes) return fail('expected base58')
  const header = readPrefix(bytes)
  if (!header || bytes.length !== header.length + 32 + 2) {
    return fail('expected an SS58 prefix, a 32-byte account id and a 2-byte checksum')
  }
  const body = bytes.subarray(0, header.length + 32)
  const hash = blake2b(new Uint8Array([...ss58Pre, ...body]), { dkLen: 64 })
  if (hash[0] !== bytes[header.length + 32] || hash[1] !== bytes[header.length + 33]) {
    return fail('the SS58 checksum does not match')
  }
  return Result.succeed({
    address: value,
    prefix: header.prefix,
    publicKey: bytes.slice(header.length, header.length + 32),
  })
}
