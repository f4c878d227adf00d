// Issue 18, bad input: addresses of all five namespaces (spec §5 and the namespaces' own
// formats) from anywhere — a pasted receiver, a wallet's account list, a host's payment — are
// an address in canonical form or a typed InvalidAddressError, never a throw; and every
// well-formed address of the namespace, generated from random key bytes, is accepted.
import { type ChainNamespace, chainNamespaces, parseAddress } from '@airlock/core'
import { blake2b } from '@noble/hashes/blake2'
import { base58, bech32 } from '@scure/base'
import { Result } from 'effect'
import fc from 'fast-check'
import { bytesToHex, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, recordReliability } from '../reliabilityRecord'
import { expectTypedResult } from './typedFailure'

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
const ss58Pre = new TextEncoder().encode('SS58PRE')

/** A valid address of each namespace from random key bytes (the formats' own encodings). */
const wellFormed: Record<ChainNamespace, fc.Arbitrary<string>> = {
  eip155: bytes(20).map((key) => getAddress(bytesToHex(key))),
  solana: bytes(32).map((key) => base58.encode(key)),
  bip122: bytes(20).map((hash) => bech32.encode('bc', [0, ...bech32.toWords(hash)])),
  cosmos: bytes(20).map((hash) => bech32.encode('cosmos', bech32.toWords(hash))),
  polkadot: bytes(32).map((key) => {
    const body = new Uint8Array([0, ...key])
    const checksum = blake2b(new Uint8Array([...ss58Pre, ...body]), { dkLen: 64 }).subarray(0, 2)
    return base58.encode(new Uint8Array([...body, ...checksum]))
  }),
}

/** A valid address with one character changed, cut short, or padded. */
const mutated = (valid: fc.Arbitrary<string>) =>
  fc
    .tuple(
      valid,
      fc.nat(),
      fc.string({ minLength: 1, maxLength: 1 }),
      fc.constantFrom('swap', 'cut', 'pad'),
    )
    .map(([address, at, char, how]) => {
      const i = at % address.length
      if (how === 'cut') return address.slice(0, i)
      if (how === 'pad') return `${address}${char}`
      return `${address.slice(0, i)}${char}${address.slice(i + 1)}`
    })

describe('addresses of every namespace under fuzzing', () => {
  it.for(chainNamespaces)(
    '%s: any input is an address or a typed error',
    { timeout: FUZZ_TIMEOUT_MS },
    (namespace, context) => {
      recordReliability(context, {
        area: 'bad input',
        tried: `${namespace} addresses (random, mutated valid, non-strings)`,
        cases: FUZZ_RUNS,
        expected: 'canonical address or InvalidAddressError; no throw',
      })
      const input = fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        mutated(wellFormed[namespace]),
        fc.anything(),
      ) as fc.Arbitrary<string>
      fc.assert(
        fc.property(input, (value) => {
          const result = expectTypedResult(() => parseAddress(namespace, value))
          if (Result.isFailure(result)) expect(result.failure._tag).toBe('InvalidAddressError')
        }),
        { numRuns: FUZZ_RUNS },
      )
      fc.assert(
        fc.property(wellFormed[namespace], (address) => {
          expect(Result.isSuccess(parseAddress(namespace, address))).toBe(true)
        }),
        { numRuns: 1_000 },
      )
    },
  )
})
