// The wallet's Solana side: an ed25519 key from node:crypto (address = base58 of the 32-byte
// public key) answering the WalletConnect Solana methods solana_signMessage and
// solana_signTransaction. No Solana node: nothing is ever sent.
import { createPrivateKey, createPublicKey, type KeyObject, randomBytes, sign } from 'node:crypto'
import { providerError } from '../injected/providerError'
import { base58Decode, base58Encode } from './base58'

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

// DER framing of a raw ed25519 key (RFC 8410), so node:crypto takes 32 bare bytes.
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex')

/** The public key behind a Solana address, for `crypto.verify(null, message, key, signature)`. */
export function solanaPublicKey(address: string): KeyObject {
  const raw = base58Decode(address)
  if (raw.length !== 32) throw new Error(`${address} is not a 32-byte Solana address`)
  return createPublicKey({ key: Buffer.concat([SPKI_ED25519, raw]), format: 'der', type: 'spki' })
}

/** compact-u16 of the Solana wire format: [value, offset after it]. */
function readShortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let index = 0; index < 3; index += 1) {
    const byte = bytes[offset + index]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, offset + index + 1]
  }
  throw providerError(-32602, 'The transaction is truncated')
}

/**
 * `secretKey`: a 32-byte seed or a 64-byte Solana keypair (seed then public key); random when
 * absent.
 */
export function createSolanaAccount(secretKey?: Uint8Array) {
  const seed = secretKey ? secretKey.subarray(0, 32) : randomBytes(32)
  if (seed.length !== 32) throw new Error('a Solana secret key has 32 or 64 bytes')
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKey = createPublicKey(privateKey)
    .export({ format: 'der', type: 'spki' })
    .subarray(-32)
  if (secretKey?.length === 64 && !publicKey.equals(secretKey.subarray(32))) {
    throw new Error('the keypair public half does not match its seed')
  }
  const address = base58Encode(publicKey)
  const signBytes = (bytes: Uint8Array) => base58Encode(sign(null, bytes, privateKey))

  /** Signs a serialized (legacy or v0) transaction in the slot of this account's key. */
  function signTransaction(base64: string) {
    const wire = Buffer.from(base64, 'base64')
    const [signatureCount, signaturesAt] = readShortVec(wire, 0)
    const message = wire.subarray(signaturesAt + 64 * signatureCount)
    const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0 // versioned messages start with 0x80|v
    const requiredSigners = message[headerAt] ?? 0
    const [keyCount, keysAt] = readShortVec(message, headerAt + 3)
    let slot = -1
    for (let index = 0; index < Math.min(requiredSigners, keyCount); index += 1) {
      const key = message.subarray(keysAt + 32 * index, keysAt + 32 * (index + 1))
      if (publicKey.equals(key)) slot = index
    }
    if (slot < 0 || slot >= signatureCount) {
      throw providerError(-32602, `${address} is not a signer of this transaction`)
    }
    const signature = sign(null, message, privateKey)
    const signed = Buffer.from(wire)
    signature.copy(signed, signaturesAt + 64 * slot)
    return { signature: base58Encode(signature), transaction: signed.toString('base64') }
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const fields = (typeof params === 'object' && params !== null ? params : {}) as Record<
      string,
      unknown
    >
    switch (method) {
      case 'solana_signMessage': {
        if (typeof fields.message !== 'string') throw providerError(-32602, 'message is missing')
        if (typeof fields.pubkey === 'string' && fields.pubkey !== address) {
          throw providerError(4100, `The wallet does not hold ${fields.pubkey}`)
        }
        return { signature: signBytes(base58Decode(fields.message)) }
      }
      case 'solana_signTransaction': {
        if (typeof fields.transaction !== 'string') {
          throw providerError(-32602, 'transaction (base64) is missing')
        }
        return signTransaction(fields.transaction)
      }
      default:
        throw providerError(4200, `The wallet does not support ${method}`)
    }
  }

  return { address, publicKey: Uint8Array.from(publicKey), handle }
}

export type SolanaAccount = ReturnType<typeof createSolanaAccount>
