import { randomBytes, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode } from './base58'
import { createSolanaAccount, solanaPublicKey } from './solanaAccount'

// RFC 8032 §7.1, test 1.
const RFC_SEED = Buffer.from(
  '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
  'hex',
)
const RFC_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a'

/** A one-signer transaction with no instructions: [sigs][message], message legacy or v0. */
function transaction(signer: Uint8Array, versioned: boolean) {
  const program = new Uint8Array(32).fill(7)
  const blockhash = new Uint8Array(32).fill(9)
  const header = [1, 0, 1] // 1 required signer, 0 readonly signed, 1 readonly unsigned
  const accountKeys = [2, ...signer, ...program]
  const noInstructions = [0]
  const noAddressTableLookups = versioned ? [0] : []
  const message = Uint8Array.from([
    ...(versioned ? [0x80] : []),
    ...header,
    ...accountKeys,
    ...blockhash,
    ...noInstructions,
    ...noAddressTableLookups,
  ])
  const wire = Uint8Array.from([1, ...new Uint8Array(64), ...message])
  return { message, base64: Buffer.from(wire).toString('base64') }
}

describe('base58', () => {
  it('matches known encodings and round-trips leading zeros', () => {
    expect(base58Encode(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(base58Encode(Uint8Array.of(0, 0, 1))).toBe('112')
    expect(base58Decode('112')).toEqual(Uint8Array.of(0, 0, 1))
    const bytes = randomBytes(32)
    expect(base58Decode(base58Encode(bytes))).toEqual(Uint8Array.from(bytes))
    expect(() => base58Decode('0OIl')).toThrow(/not base58/)
  })
})

describe('the Solana account', () => {
  it('derives the RFC 8032 public key from a seed, and takes a 64-byte keypair too', () => {
    const account = createSolanaAccount(RFC_SEED)
    expect(Buffer.from(account.publicKey).toString('hex')).toBe(RFC_PUBLIC)
    expect(base58Decode(account.address)).toEqual(account.publicKey)
    const keypair = Uint8Array.from([...RFC_SEED, ...account.publicKey])
    expect(createSolanaAccount(keypair).address).toBe(account.address)
    expect(() =>
      createSolanaAccount(Uint8Array.from([...RFC_SEED, ...new Uint8Array(32)])),
    ).toThrow()
  })

  it('signs messages for its own pubkey only', async () => {
    const account = createSolanaAccount()
    const message = Uint8Array.of(1, 2, 3)
    const { signature } = (await account.handle('solana_signMessage', {
      message: base58Encode(message),
      pubkey: account.address,
    })) as { signature: string }
    expect(verify(null, message, solanaPublicKey(account.address), base58Decode(signature))).toBe(
      true,
    )
    await expect(
      account.handle('solana_signMessage', { message: '2', pubkey: createSolanaAccount().address }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it.each([false, true])(
    'signs a transaction in its signer slot (versioned: %s)',
    async (versioned) => {
      const account = createSolanaAccount()
      const { message, base64 } = transaction(account.publicKey, versioned)
      const { signature, transaction: signed } = (await account.handle('solana_signTransaction', {
        transaction: base64,
      })) as { signature: string; transaction: string }
      const wire = Buffer.from(signed, 'base64')
      expect(Buffer.from(base58Decode(signature)).equals(wire.subarray(1, 65))).toBe(true)
      expect(wire.subarray(65).equals(Buffer.from(message))).toBe(true)
      expect(verify(null, message, solanaPublicKey(account.address), base58Decode(signature))).toBe(
        true,
      )
    },
  )

  it('refuses a transaction it is not a signer of', async () => {
    const account = createSolanaAccount()
    const { base64 } = transaction(createSolanaAccount().publicKey, false)
    await expect(
      account.handle('solana_signTransaction', { transaction: base64 }),
    ).rejects.toMatchObject({
      code: -32602,
    })
  })
})
