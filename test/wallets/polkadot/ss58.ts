// SS58 encoding (the inverse of core's parsePolkadotAddress): base58 of prefix ‖ account id ‖
// the first 2 bytes of blake2b-512('SS58PRE' ‖ prefix ‖ account id). One-byte prefixes only
// (0 Polkadot, 2 Kusama, 42 generic Substrate), which is all the test wallet needs.
import { blake2b } from '@noble/hashes/blake2'
import { base58 } from '@scure/base'

const ss58Pre = new TextEncoder().encode('SS58PRE')

export function encodeSs58(publicKey: Uint8Array, prefix = 0): string {
  if (prefix < 0 || prefix > 63) throw new Error('only one-byte SS58 prefixes are supported')
  const body = Uint8Array.of(prefix, ...publicKey)
  const checksum = blake2b(Uint8Array.of(...ss58Pre, ...body), { dkLen: 64 }).subarray(0, 2)
  return base58.encode(Uint8Array.of(...body, ...checksum))
}
