// ed25519 signing of raw bytes with WebCrypto, which Node 20 and Chromium both have: the
// wallet runs in either without a signing library of its own (web3.js keeps its copy private).
import type { Keypair } from '@solana/web3.js'

// RFC 8410 framing of a bare 32-byte ed25519 seed as PKCS#8.
const PKCS8_ED25519 = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70]
const PKCS8_KEY = [0x04, 0x22, 0x04, 0x20]

export async function signBytes(keypair: Keypair, message: Uint8Array): Promise<Uint8Array> {
  const pkcs8 = Uint8Array.from([
    ...PKCS8_ED25519,
    ...PKCS8_KEY,
    ...keypair.secretKey.subarray(0, 32),
  ])
  const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign'])
  return new Uint8Array(
    await crypto.subtle.sign({ name: 'Ed25519' }, key, Uint8Array.from(message)),
  )
}
