import { Result } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/validation'
import {
  addressOfCaipAddress,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip'
import { chainNamespaces } from './namespaces'

const evm = 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7'
const solana =
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('parseCaipAddress (spec §5: exactly three non-empty parts and known namespace)', () => {
  it.each([
    [evm, 'eip155', '1', '0x52908400098527886E0F7030069857D2E4169EE7'],
    [
      solana,
      'solana',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ],
    [
      'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bip122',
      '000000000019d6689c085ae165831e93',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
    [
      'cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
      'cosmos',
      'cosmoshub-4',
      'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    ],
  ])('accepts %s', (value, namespace, reference, address) => {
    const parsed = parseCaipAddress(value)
    expect(parsed).toEqual(
      Result.succeed({
        namespace,
        reference,
        address,
        caipNetworkId: `${namespace}:${reference}`,
        caipAddress: value,
      }),
    )
    expect(isCaipAddress(value)).toBe(true)
  })

  it.each([
    ['', 'three'],
    ['eip155:1', 'three'],
    ['eip155:1:0xabc:extra', 'three'],
    ['eip155::0xabc', 'three'],
    [':1:0xabc', 'three'],
    ['eip155:1:', 'three'],
    ['ethereum:1:0xabc', 'unknown namespace'],
    ['EIP155:1:0xabc', 'unknown namespace'],
    ['eip155:1 :0xabc', 'chain reference'],
    ['eip155:1:0x ab', 'address'],
    [`eip155:1:${'a'.repeat(129)}`, 'address'],
  ])('rejects %j (%s)', (value, reason) => {
    const parsed = parseCaipAddress(value)
    expect(Result.isFailure(parsed)).toBe(true)
    if (Result.isSuccess(parsed)) return
    expect(parsed.failure).toBeInstanceOf(InvalidCaipAddressError)
    expect(parsed.failure.message).toContain(reason)
    expect(isCaipAddress(value)).toBe(false)
  })

  it('gives the plain address', () => {
    expect(addressOfCaipAddress(evm)).toEqual(
      Result.succeed('0x52908400098527886E0F7030069857D2E4169EE7'),
    )
  })
})

describe('parseCaipNetworkId (spec §3: two-part CAIP-2)', () => {
  it.each([
    'eip155:1',
    'eip155:11155111',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'cosmos:cosmoshub-4',
  ])('accepts %s', (value) => {
    expect(Result.map(parseCaipNetworkId(value), (p) => p.caipNetworkId)).toEqual(
      Result.succeed(value),
    )
    expect(isCaipNetworkId(value)).toBe(true)
  })

  it.each([
    '',
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xabc',
    'near:mainnet',
    `eip155:${'1'.repeat(33)}`,
  ])('rejects %j', (value) => {
    const parsed = parseCaipNetworkId(value)
    expect(Result.isFailure(parsed) && parsed.failure).toBeInstanceOf(InvalidCaipNetworkIdError)
  })
})

describe('CAIP properties', () => {
  const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
  const address = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)
  const namespace = fc.constantFrom(...chainNamespaces)

  it('never throws on arbitrary strings and returns a typed failure or a parse', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const a = parseCaipAddress(value)
        const n = parseCaipNetworkId(value)
        if (Result.isFailure(a)) expect(a.failure).toBeInstanceOf(InvalidCaipAddressError)
        if (Result.isFailure(n)) expect(n.failure).toBeInstanceOf(InvalidCaipNetworkIdError)
      }),
    )
  })

  it('rejects near misses built from valid parts', () => {
    fc.assert(
      fc.property(
        namespace,
        reference,
        address,
        fc.constantFrom(':', '::', ' '),
        (ns, ref, addr, extra) => {
          expect(isCaipAddress(`${ns}:${ref}:${addr}${extra}x`)).toBe(false)
          expect(isCaipAddress(`${ns}:${ref}`)).toBe(false)
        },
      ),
    )
  })

  it('format then parse round-trips', () => {
    fc.assert(
      fc.property(namespace, reference, address, (ns, ref, addr) => {
        const caipAddress = formatCaipAddress(ns, ref, addr)
        expect(
          Result.map(parseCaipAddress(caipAddress), (p) => [p.namespace, p.reference, p.address]),
        ).toEqual(Result.succeed([ns, ref, addr]))
        expect(
          Result.map(parseCaipNetworkId(formatCaipNetworkId(ns, ref)), (p) => p.reference),
        ).toEqual(Result.succeed(ref))
      }),
    )
  })
})

describe('CAIP failures name the input and the broken rule', () => {
  it.each([
    ['', 'expected two non-empty parts namespace:reference'],
    ['eip155', 'expected two non-empty parts namespace:reference'],
    ['eip155:', 'expected two non-empty parts namespace:reference'],
    [':1', 'expected two non-empty parts namespace:reference'],
    ['eip155:1:0xabc', 'expected two non-empty parts namespace:reference'],
    ['near:mainnet', 'unknown namespace "near"'],
    ['eip155:1 ', 'the chain reference must be 1 to 32 of [-_a-zA-Z0-9]'],
  ])('network id %j: %s', (value, reason) => {
    expect(parseCaipNetworkId(value)).toEqual(
      Result.fail(new InvalidCaipNetworkIdError({ value, reason })),
    )
  })

  it.each([
    ['eip155:1', 'expected exactly three non-empty parts namespace:chainId:address'],
    [':1:0xabc', 'expected exactly three non-empty parts namespace:chainId:address'],
    ['ethereum:1:0xabc', 'unknown namespace "ethereum"'],
    ['eip155:1 :0xabc', 'the chain reference must be 1 to 32 of [-_a-zA-Z0-9]'],
    ['eip155:1:0x ab', 'the address must be 1 to 128 of [-.%a-zA-Z0-9]'],
  ])('address %j: %s', (value, reason) => {
    const failure = new InvalidCaipAddressError({ value, reason })
    expect(parseCaipAddress(value)).toEqual(Result.fail(failure))
    expect(addressOfCaipAddress(value)).toEqual(Result.fail(failure))
  })

  // Ids come from hosts' configs, wallets and storage: a non-string is refused, never thrown on,
  // and the error still says what came in.
  it.each([
    [42, '42'],
    [undefined, 'undefined'],
    [null, 'null'],
    [true, 'true'],
    [['eip155', '1'], '[object Array]'],
    [{ toString: () => 'eip155:1' }, '[object Object]'],
    [Object.create(null), '[object Object]'],
  ])('a non-string %s is refused as %j', (input, value) => {
    expect(parseCaipNetworkId(input as never)).toEqual(
      Result.fail(new InvalidCaipNetworkIdError({ value, reason: 'not a string' })),
    )
    expect(parseCaipAddress(input as never)).toEqual(
      Result.fail(new InvalidCaipAddressError({ value, reason: 'not a string' })),
    )
    expect(isCaipNetworkId(input as never)).toBe(false)
    expect(isCaipAddress(input as never)).toBe(false)
  })
})
