// The Bitcoin test wallet's two keys and their addresses, as Xverse-style wallets hold them:
// payment on native segwit (P2WPKH, bech32: hash160 of the compressed key) and ordinals on
// taproot (P2TR, bech32m: the BIP-341 key-path output key, the internal key tweaked by
// tagged_hash('TapTweak', internal)). Deterministic, so the local API can hold fixture balances.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m } from '@scure/base'

export type BitcoinWalletNetwork = 'mainnet' | 'testnet'

const hrp = { mainnet: 'bc', testnet: 'tb' } as const

export interface BitcoinKey {
  readonly privateKey: Uint8Array
  /** What the wallet shows as the account's public key: compressed (payment) or x-only. */
  readonly publicKey: Uint8Array
  readonly address: string
}

/** A private key from a label, like seededKeypair on the Solana side. */
export function seededPrivateKey(label: string): Uint8Array {
  return sha256(new TextEncoder().encode(`airlock bitcoin ${label}`))
}

export const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))

export function paymentKey(privateKey: Uint8Array, network: BitcoinWalletNetwork): BitcoinKey {
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const address = bech32.encode(hrp[network], [0, ...bech32.toWords(hash160(publicKey))])
  return { privateKey, publicKey, address }
}

/** BIP-341 key-path tweak of an x-only internal key, no script tree. */
export function taprootOutputKey(internalKey: Uint8Array): Uint8Array {
  const { lift_x, taggedHash, bytesToNumberBE, mod, pointToBytes } = schnorr.utils
  const point = lift_x(bytesToNumberBE(internalKey))
  const tweak = mod(bytesToNumberBE(taggedHash('TapTweak', internalKey)), secp256k1.CURVE.n)
  return pointToBytes(point.add(secp256k1.ProjectivePoint.BASE.multiply(tweak)))
}

export function ordinalsKey(privateKey: Uint8Array, network: BitcoinWalletNetwork): BitcoinKey {
  const publicKey = schnorr.getPublicKey(privateKey)
  const program = taprootOutputKey(publicKey)
  const address = bech32m.encode(hrp[network], [1, ...bech32m.toWords(program)])
  return { privateKey, publicKey, address }
}
