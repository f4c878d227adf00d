import { generateKeyPairSync, sign } from 'node:crypto'
import type { SignInSession } from '@airlock/core/adapter'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { solanaSiwxVerifier } from './siwxVerifier'

/** A Solana account: an ed25519 key whose raw public key, in base58, is the address. */
function account() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  return { address: base58.encode(raw), privateKey }
}
const signer = account()
const address = signer.address
const message = `127.0.0.1 wants you to sign in with your Solana account:\n${address}`
const signature = base58.encode(sign(null, Buffer.from(message), signer.privateKey))
const session = (overrides: {
  message?: string
  signature?: string
  accountAddress?: string
}): SignInSession =>
  ({
    data: {
      accountAddress: overrides.accountAddress ?? address,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    },
    message: overrides.message ?? message,
    signature: overrides.signature ?? signature,
  }) as SignInSession

describe('solanaSiwxVerifier', () => {
  const verifier = solanaSiwxVerifier()

  it('verifies the account’s ed25519 signature of the message', async () => {
    expect(verifier.chainNamespace).toBe('solana')
    expect(await verifier.verify(session({}))).toBe(true)
  })

  it('refuses another message, another account, and what is no signature', async () => {
    expect(await verifier.verify(session({ message: `${message}!` }))).toBe(false)
    const other = account().address
    expect(await verifier.verify(session({ accountAddress: other }))).toBe(false)
    expect(await verifier.verify(session({ signature: '0xdeadbeef' }))).toBe(false)
    expect(await verifier.verify(session({ signature: base58.encode(new Uint8Array(10)) }))).toBe(
      false,
    )
  })
})
