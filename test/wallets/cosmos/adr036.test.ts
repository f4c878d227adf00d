import { parseCosmosAddress } from '@airlock/core/adapter'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32 } from '@scure/base'
import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { adr036SignDoc, serializeSignDoc, signAdr036, verifyAdr036 } from './adr036'
import { bech32AddressOf, cosmosTestKey } from './keplrTestWallet'

const key = cosmosTestKey('key-0')
const signer = bech32AddressOf(key, 'cosmos')

describe('ADR-036 sign doc (amino JSON as Keplr and cosmjs build it)', () => {
  it('serializes with sorted keys, base64 data and &, <, > escaped', () => {
    const doc = adr036SignDoc('cosmos1abc', new TextEncoder().encode('<hi & bye>'))
    expect(new TextDecoder().decode(serializeSignDoc(doc))).toBe(
      '{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"",' +
        '"msgs":[{"type":"sign/MsgSignData","value":{"data":"PGhpICYgYnllPg==","signer":"cosmos1abc"}}],' +
        '"sequence":"0"}',
    )
    expect(new TextDecoder().decode(serializeSignDoc({ a: '<&>' }))).toBe(
      '{"a":"\\u003c\\u0026\\u003e"}',
    )
  })

  it('signatures are 64 bytes, low-s, and verify only for the same signer and data', () => {
    const signature = signAdr036(key.privateKey, signer, 'hello')
    expect(signature).toHaveLength(64)
    // Low-s: s (the second 32 bytes) is at most half the secp256k1 group order.
    const order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const s = BigInt(`0x${Buffer.from(signature.slice(32)).toString('hex')}`)
    expect(s > 0n && s <= order / 2n).toBe(true)
    expect(verifyAdr036(key.publicKey, signer, 'hello', signature)).toBe(true)
    expect(verifyAdr036(key.publicKey, signer, new TextEncoder().encode('hello'), signature)).toBe(
      true,
    )
    expect(verifyAdr036(key.publicKey, signer, 'hellO', signature)).toBe(false)
    expect(verifyAdr036(key.publicKey, 'cosmos1other', 'hello', signature)).toBe(false)
  })
})

it('the test key address is bech32 of ripemd160(sha256(compressed public key))', () => {
  expect(key.publicKey).toHaveLength(33)
  expect(bech32.fromWords(bech32.decode(signer as `${string}1${string}`).words)).toEqual(
    ripemd160(sha256(key.publicKey)),
  )
  expect(Result.isSuccess(parseCosmosAddress(signer, { prefix: 'cosmos' }))).toBe(true)
})
