// Legacy Bitcoin message signing as BIP-137 defines it for a P2WPKH address (what Xverse answers
// for the 'ECDSA' protocol): the double SHA-256 of the "Bitcoin Signed Message" prefix and the
// length-prefixed message, signed with a recoverable ECDSA signature, sent as 65 bytes: the
// header 39 + recovery id (P2WPKH, compressed key), then r and s. The test wallets sign this way
// only (the sats-connect one refuses another protocol); BIP-322's simple signatures would need
// a transaction serializer (decision 0020).
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes } from '@noble/hashes/utils'
import { bech32 } from '@scure/base'
import { hash160 } from './bitcoinKeys'

const MESSAGE_PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
/** BIP-137: headers 39–42 are a P2WPKH address's; 27–30 uncompressed and 31–34 P2PKH keys. */
const P2WPKH_HEADER = 39

function varint(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  throw new Error('message too long for the test wallet')
}

export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  return sha256(sha256(concatBytes(MESSAGE_PREFIX, varint(message.length), message)))
}

export function signBitcoinMessage(privateKey: Uint8Array, message: Uint8Array): Uint8Array {
  const signature = secp256k1.sign(bitcoinMessageHash(message), privateKey)
  return concatBytes(
    Uint8Array.of(P2WPKH_HEADER + signature.recovery),
    signature.toCompactRawBytes(),
  )
}

/**
 * The verifier's side, for tests: recovers the key from the signature, checks the ECDSA
 * signature against it, and that its hash160 is the P2WPKH address's witness program.
 */
export function verifyBitcoinMessage(
  address: string,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const header = signature[0] ?? 0
  if (signature.length !== 65 || header < P2WPKH_HEADER || header > P2WPKH_HEADER + 3) return false
  const hash = bitcoinMessageHash(message)
  const compact = secp256k1.Signature.fromCompact(signature.subarray(1)).addRecoveryBit(
    header - P2WPKH_HEADER,
  )
  const publicKey = compact.recoverPublicKey(hash).toRawBytes(true)
  const { words } = bech32.decode(address as `${string}1${string}`)
  const program = bech32.fromWords(words.slice(1))
  const keyHash = hash160(publicKey)
  const sameKey =
    keyHash.length === program.length && keyHash.every((byte, i) => byte === program[i])
  return sameKey && secp256k1.verify(compact.toCompactRawBytes(), hash, publicKey)
}
