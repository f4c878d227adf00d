// Sign in with the wallet on solana (issue 12's SIWX, issue 17): a session's signature is the
// account's ed25519 signature of the message's UTF-8 bytes (solana:signMessage, base58), and a
// Solana address is its public key. Checked offline with WebCrypto's Ed25519 (Chromium, Node 20).
import type { SiwxVerifier } from '@airlock/core/adapter'
import { base58 } from '@scure/base'

const ED25519 = { name: 'Ed25519' } as const

export function solanaSiwxVerifier(): SiwxVerifier {
  return {
    chainNamespace: 'solana',
    verify: async ({ data, message, signature }) => {
      try {
        // Copied into plain ArrayBuffers, which WebCrypto's types ask for.
        const publicKey = new Uint8Array(base58.decode(data.accountAddress))
        const signed = new Uint8Array(base58.decode(signature))
        if (publicKey.length !== 32 || signed.length !== 64) return false
        const key = await crypto.subtle.importKey('raw', publicKey, ED25519, false, ['verify'])
        return await crypto.subtle.verify(ED25519, key, signed, new TextEncoder().encode(message))
      } catch {
        // Not base58, or not a key: no signature of this account.
        return false
      }
    },
  }
}
