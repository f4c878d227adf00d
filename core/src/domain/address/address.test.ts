import { blake2b } from '@noble/hashes/blake2'
import { base58, bech32, bech32m } from '@scure/base'
import { Result } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../../errors/validation'
import { chainNamespaces } from '../namespaces'
import { parseBitcoinAddress } from './bitcoin'
import { parseCosmosAddress } from './cosmos'
import { parseEvmAddress } from './evm'
import { isValidAddress, parseAddress } from './parseAddress'
import { parsePolkadotAddress } from './polkadot'
import { parseSolanaAddress } from './solana'

const checksummed = '0x52908400098527886E0F7030069857D2E4169EE7' // EIP-55 test vector

function expectInvalid(result: Result.Result<unknown, InvalidAddressError>, reason?: string) {
  expect(Result.isFailure(result)).toBe(true)
  if (Result.isSuccess(result)) return
  expect(result.failure).toBeInstanceOf(InvalidAddressError)
  if (reason) expect(result.failure.message).toContain(reason)
}

describe('parseEvmAddress (spec §5: 40 hex, optional 0x, strict checksum)', () => {
  it.each([
    [checksummed, checksummed],
    [checksummed.toLowerCase(), checksummed],
    [checksummed.slice(2).toLowerCase(), checksummed],
    ['0x8617E340B3D01FA5F11F306F4090FD50E238070D', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
    ['0x0000000000000000000000000000000000000000', '0x0000000000000000000000000000000000000000'],
  ])('accepts %s as %s', (value, canonical) => {
    expect(parseEvmAddress(value)).toEqual(Result.succeed(canonical))
  })

  it.each([
    ['', '40 hex'],
    ['0x', '40 hex'],
    ['0x5290840009852788', '40 hex'],
    [`${checksummed}0`, '40 hex'],
    ['0x52908400098527886E0F7030069857D2E4169EEG', '40 hex'],
    ['0X52908400098527886E0F7030069857D2E4169EE7', '40 hex'],
    [' 0x52908400098527886E0F7030069857D2E4169EE7', '40 hex'],
    ['0x52908400098527886E0F7030069857D2E4169Ee7', 'checksum'],
  ])('rejects %j (%s)', (value, reason) => {
    expectInvalid(parseEvmAddress(value), reason)
  })

  it('without strict mode takes a mixed-case address that fails the checksum', () => {
    expect(
      Result.isSuccess(
        parseEvmAddress('0x52908400098527886E0F7030069857D2E4169Ee7', { strict: false }),
      ),
    ).toBe(true)
  })
})

describe('parseSolanaAddress (spec §5: base58, 32 to 44 chars)', () => {
  it.each([
    '11111111111111111111111111111111',
    'So11111111111111111111111111111111111111112',
    '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  ])('accepts %s', (value) => {
    expect(parseSolanaAddress(value)).toEqual(Result.succeed(value))
  })

  it.each([
    ['', '32 to 44'],
    ['1111111111111111111111111111111', '32 to 44'],
    ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKvA', '32 to 44'],
    ['0S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', '32 to 44'],
    ['IS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', '32 to 44'],
    ['zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', '32 bytes'],
  ])('rejects %j (%s)', (value, reason) => {
    expectInvalid(parseSolanaAddress(value), reason)
  })

  it('property: any 32-byte key in base58 is accepted', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const encoded = base58.encode(bytes)
        expect(parseSolanaAddress(encoded)).toEqual(Result.succeed(encoded))
      }),
    )
  })
})

describe('parseBitcoinAddress (bip122)', () => {
  it.each([
    [bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(32))]), 'mainnet', 'segwit'],
    [bech32m.encode('tb', [1, ...bech32m.toWords(new Uint8Array(32))]), 'testnet', 'segwit'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet', 'p2pkh'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'p2sh'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet', 'p2pkh'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet', 'segwit'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet', 'segwit'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet', 'segwit'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet', 'segwit'],
  ])('accepts %s (%s %s)', (value, network, kind) => {
    expect(parseBitcoinAddress(value)).toEqual(Result.succeed({ address: value, network, kind }))
  })

  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'bad base58check checksum'],
    [bech32m.encode('bc', [0, ...bech32m.toWords(new Uint8Array(20))]), 'v0 in bech32m (BIP 350)'],
    [bech32.encode('bc', [1, ...bech32.toWords(new Uint8Array(32))]), 'v1 in bech32 (BIP 350)'],
    [bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(25))]), 'v0 program of 25 bytes'],
    [bech32m.encode('bc', [17, ...bech32m.toWords(new Uint8Array(32))]), 'witness version 17'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'bad bech32 checksum'],
    ['Bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mixed case'],
    ['ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', 'another chain'],
    ['0x52908400098527886E0F7030069857D2E4169EE7', 'an EVM address'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expectInvalid(parseBitcoinAddress(value), 'base58check')
  })
})

describe('parseBitcoinAddress: witness versions and program lengths (BIP 141, 173, 350)', () => {
  const segwit = (version: number, bytes: number, prefix = 'bc') =>
    (version === 0 ? bech32 : bech32m).encode(prefix, [
      version,
      ...bech32.toWords(new Uint8Array(bytes).fill(7)),
    ])

  it('accepts a testnet P2SH address', () => {
    const address = '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc'
    expect(parseBitcoinAddress(address)).toEqual(
      Result.succeed({ address, network: 'testnet', kind: 'p2sh' }),
    )
  })

  it.each([
    [1, 2],
    [1, 20],
    [1, 40],
    [16, 2],
    [16, 40],
  ])('accepts witness version %i with a program of %i bytes', (version, bytes) => {
    const address = segwit(version, bytes)
    expect(parseBitcoinAddress(address)).toEqual(
      Result.succeed({ address, network: 'mainnet', kind: 'segwit' }),
    )
  })

  it.each([
    [1, 1],
    [1, 41],
    [16, 41],
    [0, 2],
    [0, 40],
  ])('refuses witness version %i with a program of %i bytes', (version, bytes) => {
    const address = segwit(version, bytes)
    expect(parseBitcoinAddress(address)).toEqual(
      Result.fail(
        new InvalidAddressError({
          namespace: 'bip122',
          value: address,
          reason: 'expected a base58check, bech32 (segwit v0) or bech32m (segwit v1+) address',
        }),
      ),
    )
  })
})

describe('parsePolkadotAddress (SS58)', () => {
  const alice = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
  it.each([
    ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 0],
    ['HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F', 2],
    ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 42],
  ])('decodes %s (prefix %i) to the same account', (value, prefix) => {
    const parsed = parsePolkadotAddress(value)
    expect(Result.isSuccess(parsed)).toBe(true)
    if (Result.isFailure(parsed)) return
    expect(parsed.success.prefix).toBe(prefix)
    expect(Buffer.from(parsed.success.publicKey).toString('hex')).toBe(alice)
  })

  it.each([
    ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp6', 'checksum'],
    ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ', 'account id'],
    ['0GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 'base58'],
    ['', 'account id'],
  ])('rejects %s (%s)', (value, reason) => {
    expectInvalid(parsePolkadotAddress(value), reason)
  })
})

describe('parsePolkadotAddress: two-byte SS58 prefixes', () => {
  const key = '735ec2e330426e8643745d5bf6b287bfec4e50eaca556c9f2781b02db5e7a236'
  const publicKey = Uint8Array.from(Buffer.from(key, 'hex'))
  /** An SS58 string of these header bytes and account id, with its checksum (the SS58 spec). */
  const encode = (header: readonly number[]) => {
    const body = [...header, ...publicKey]
    const hash = blake2b(new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...body]), {
      dkLen: 64,
    })
    return base58.encode(new Uint8Array([...body, hash[0] ?? 0, hash[1] ?? 0]))
  }
  /** The SS58 spec's two-byte form: 14 bits, the lower 6 of the first byte's 6 after 0b01. */
  const twoBytes = (prefix: number) => [
    ((prefix & 0b1111_1100) >> 2) | 0b0100_0000,
    (prefix >> 8) | ((prefix & 0b11) << 6),
  ]

  it.each([
    ['cEYBURAnCdz1eMtzsDW3JAz8dEGrahsjYiHXZCBFsxHK7VJX1', 64, key],
    ['jArK6dHqpF4QE6a9H8B54gNRy6hSBzpYBGjCwp4KrqxoADwNq', 127, key],
    [
      'r6Gr4gaMP8TsjhFbqvZhv3YvnasugLiRJpzpRHifsqqG18UXa',
      14269,
      '88f01441682a17b52d6ae12d1a5670cf675fd254897efabaa5069eb3a701ab73',
    ],
  ])('decodes the published vector %s (prefix %i)', (value, prefix, account) => {
    const parsed = parsePolkadotAddress(value)
    expect(Result.isSuccess(parsed) && parsed.success.prefix).toBe(prefix)
    expect(Result.isSuccess(parsed) && Buffer.from(parsed.success.publicKey).toString('hex')).toBe(
      account,
    )
  })

  it('spells the published vector as the SS58 spec does', () => {
    expect(encode(twoBytes(64))).toBe('cEYBURAnCdz1eMtzsDW3JAz8dEGrahsjYiHXZCBFsxHK7VJX1')
  })

  it.each([0, 63, 64, 256, 1284, 16383])('reads prefix %i back from its SS58 form', (prefix) => {
    const address = encode(prefix < 64 ? [prefix] : twoBytes(prefix))
    expect(parsePolkadotAddress(address)).toEqual(Result.succeed({ address, prefix, publicKey }))
  })

  it.each([[[128, 0]], [[255, 255]]])(
    'refuses the reserved first byte of %j, checksum and all',
    (header) => {
      const address = encode(header)
      expect(parsePolkadotAddress(address)).toEqual(
        Result.fail(
          new InvalidAddressError({
            namespace: 'polkadot',
            value: address,
            reason: 'expected an SS58 prefix, a 32-byte account id and a 2-byte checksum',
          }),
        ),
      )
    },
  )

  it.each([
    ['first', 2],
    ['second', 1],
  ])('refuses an address whose %s checksum byte does not match', (_, fromEnd) => {
    for (const header of [[42], twoBytes(64)]) {
      const bytes = base58.decode(encode(header))
      bytes[bytes.length - fromEnd] = (bytes.at(-fromEnd) ?? 0) ^ 1
      const broken = base58.encode(bytes)
      expect(parsePolkadotAddress(broken)).toEqual(
        Result.fail(
          new InvalidAddressError({
            namespace: 'polkadot',
            value: broken,
            reason: 'the SS58 checksum does not match',
          }),
        ),
      )
    }
  })

  it('refuses a valid address with a byte more, even with its checksum in place', () => {
    const bytes = base58.decode(encode([42]))
    const longer = base58.encode(new Uint8Array([...bytes, 0]))
    expect(parsePolkadotAddress(longer)).toEqual(
      Result.fail(
        new InvalidAddressError({
          namespace: 'polkadot',
          value: longer,
          reason: 'expected an SS58 prefix, a 32-byte account id and a 2-byte checksum',
        }),
      ),
    )
  })
})

describe('parseCosmosAddress (bech32)', () => {
  const hub = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'
  it('accepts a Cosmos Hub address, with or without the expected prefix', () => {
    expect(parseCosmosAddress(hub)).toEqual(Result.succeed({ address: hub, prefix: 'cosmos' }))
    expect(Result.isSuccess(parseCosmosAddress(hub, { prefix: 'cosmos' }))).toBe(true)
  })

  it.each([
    [hub, { prefix: 'osmo' }, 'prefix osmo'],
    ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd03', {}, 'bech32'],
    [bech32.encode('cosmos', bech32.toWords(new Uint8Array(10))), {}, '20- or 32-byte'],
    ['', {}, 'bech32'],
  ])('rejects %s %j (%s)', (value, options, reason) => {
    expectInvalid(parseCosmosAddress(value, options), reason)
  })
})

describe('parseAddress dispatches per namespace', () => {
  it.each([
    ['eip155', checksummed.toLowerCase(), checksummed],
    ['solana', '11111111111111111111111111111111', '11111111111111111111111111111111'],
    ['bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    [
      'polkadot',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    ],
    [
      'cosmos',
      'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
      'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
    ],
  ] as const)('%s %s', (namespace, value, canonical) => {
    expect(parseAddress(namespace, value)).toEqual(Result.succeed(canonical))
    for (const other of chainNamespaces.filter((n) => n !== namespace)) {
      expect(isValidAddress(other, value)).toBe(false)
    }
  })

  it('property: arbitrary strings give a typed failure, never a throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...chainNamespaces), fc.string(), (namespace, value) => {
        const result = parseAddress(namespace, value)
        if (Result.isFailure(result)) expect(result.failure).toBeInstanceOf(InvalidAddressError)
      }),
    )
  })

  it('property: EVM format then parse round-trips in either case', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex')
        const canonical = parseEvmAddress(hex)
        expect(Result.isSuccess(canonical)).toBe(true)
        if (Result.isFailure(canonical)) return
        expect(parseEvmAddress(canonical.success)).toEqual(canonical)
        expect(parseEvmAddress(`0x${hex.toUpperCase()}`)).toEqual(canonical)
      }),
    )
  })
})
