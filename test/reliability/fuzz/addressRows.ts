// Issue 18 and 32, bad input: addresses of all five namespaces (spec §5 and the namespaces' own
// formats) from anywhere — a pasted receiver, a wallet's account list, a host's payment. The
// parser is a parameter (fuzzRow.ts): each row holds exactly when it gives what the format's own
// codec (viem, @scure/base, SS58 and bech32 re-encoding; not Airlock's code) says it should.
import type { ChainNamespace } from '@airlock/core'
import { blake2b } from '@noble/hashes/blake2'
import { sha256 } from '@noble/hashes/sha2'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'
import { Result } from 'effect'
import fc from 'fast-check'
import { bytesToHex, getAddress, isAddress } from 'viem'
import { expect } from 'vitest'
import type { FuzzRow } from './fuzzRow'
import { expectTypedResult } from './typedFailure'

type ParseAddress = (namespace: ChainNamespace, value: string) => Result.Result<string, unknown>

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
const ss58Pre = new TextEncoder().encode('SS58PRE')
const ss58Checksum = (body: Uint8Array) =>
  blake2b(new Uint8Array([...ss58Pre, ...body]), { dkLen: 64 }).subarray(0, 2)
const base58check = createBase58check(sha256)

/** A valid address of each namespace from random key bytes (the formats' own encodings). */
const wellFormed: Record<ChainNamespace, fc.Arbitrary<string>> = {
  eip155: bytes(20).map((key) => getAddress(bytesToHex(key))),
  solana: bytes(32).map((key) => base58.encode(key)),
  bip122: bytes(20).map((hash) => bech32.encode('bc', [0, ...bech32.toWords(hash)])),
  cosmos: bytes(20).map((hash) => bech32.encode('cosmos', bech32.toWords(hash))),
  polkadot: bytes(32).map((key) => {
    const body = new Uint8Array([0, ...key])
    return base58.encode(new Uint8Array([...body, ...ss58Checksum(body)]))
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

const decoded = <T>(decode: () => T): T | undefined => {
  try {
    return decode()
  } catch {
    return undefined
  }
}

const bitcoinPrefixes = ['bc', 'tb']
const legacyVersions = [0, 5, 111, 196] // P2PKH and P2SH, mainnet and testnet

/** BIP 173 and 350: segwit v0 in bech32 (20 or 32 bytes), v1 to v16 in bech32m (2 to 40). */
function segwitAddress(value: string): string | undefined {
  for (const codec of [bech32, bech32m]) {
    const words = decoded(() => codec.decode(value as `${string}1${string}`))
    const [version, ...programWords] = words?.words ?? []
    const program = decoded(() => codec.fromWords(programWords))
    if (!words || version === undefined || !program) continue
    if (!bitcoinPrefixes.includes(words.prefix)) continue
    const validProgram =
      version === 0
        ? codec === bech32 && (program.length === 20 || program.length === 32)
        : codec === bech32m && version <= 16 && program.length >= 2 && program.length <= 40
    // Given in either case (never mixed); re-encoded, it is the lowercase form.
    if (validProgram && codec.encode(words.prefix, words.words) === value.toLowerCase()) {
      return value
    }
  }
  return undefined
}

/**
 * What `parseAddress` must give: the address in canonical form by the format's own codec, or
 * undefined where that codec refuses it (then the parser must fail).
 */
const canonical: Record<ChainNamespace, (value: string) => string | undefined> = {
  eip155: (value) => {
    const prefixed = value.startsWith('0x') ? value : `0x${value}`
    if (!isAddress(prefixed, { strict: false })) return undefined
    const digits = prefixed.slice(2)
    const singleCase = digits === digits.toLowerCase() || digits === digits.toUpperCase()
    // spec §5 strict mode (the default): mixed case must be the EIP-55 checksum.
    if (!singleCase && !isAddress(prefixed, { strict: true })) return undefined
    return getAddress(prefixed)
  },
  solana: (value) => {
    const key = decoded(() => base58.decode(value))
    return key?.length === 32 && base58.encode(key) === value ? value : undefined
  },
  bip122: (value) => {
    const payload = decoded(() => base58check.decode(value))
    const legacy =
      payload?.length === 21 &&
      legacyVersions.includes(payload[0] ?? -1) &&
      base58check.encode(payload) === value
    return legacy ? value : segwitAddress(value)
  },
  cosmos: (value) => {
    const account = decoded(() => bech32.decodeToBytes(value))
    if (!account || (account.bytes.length !== 20 && account.bytes.length !== 32)) return undefined
    const encoded = bech32.encode(account.prefix, bech32.toWords(account.bytes))
    return encoded === value.toLowerCase() ? value : undefined
  },
  polkadot: (value) => {
    // SS58: a 1-byte (< 64) or 2-byte (64 to 127 first) prefix, a 32-byte id, a 2-byte checksum.
    const address = decoded(() => base58.decode(value))
    const first = address?.[0]
    if (!address || first === undefined || first >= 128) return undefined
    const body = address.subarray(0, (first < 64 ? 1 : 2) + 32)
    if (address.length !== body.length + 2) return undefined
    const encoded = base58.encode(new Uint8Array([...body, ...ss58Checksum(body)]))
    return encoded === value ? value : undefined
  },
}

/** Any input: the canonical address exactly when the format's codec takes it, else the error. */
export function addressRow(namespace: ChainNamespace, parse: ParseAddress): FuzzRow {
  const input = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    mutated(wellFormed[namespace]),
    wellFormed[namespace],
    fc.anything(),
  ) as fc.Arbitrary<string>
  return {
    properties: [
      {
        property: fc.property(input, (value) => {
          const result = expectTypedResult(() => parse(namespace, value))
          const expected = typeof value === 'string' ? canonical[namespace](value) : undefined
          if (expected === undefined) {
            expect(Result.isFailure(result) && (result.failure as { _tag: string })._tag).toBe(
              'InvalidAddressError',
            )
          } else {
            expect(Result.isSuccess(result) && result.success).toBe(expected)
          }
        }),
      },
      {
        property: fc.property(wellFormed[namespace], (address) => {
          expect(canonical[namespace](address)).toBe(address)
          expect(parse(namespace, address)).toEqual(Result.succeed(address))
        }),
        numRuns: 1_000,
      },
    ],
  }
}
