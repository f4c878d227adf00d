import { Result } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidAmountError } from '../errors/validation'
import {
  formatAmount,
  formatDisplayBalance,
  parseAmount,
  parseDecimal,
  toNumberOrZero,
} from './units'

describe('parseDecimal (spec §5: optional minus, digits, one optional decimal point)', () => {
  it.each(['0', '1', '-1', '1.5', '-0.25', '.5', '.25', '-.125', '2.', '000123.4500'])(
    'accepts %j',
    (value) => {
      expect(parseDecimal(value)).toEqual(Result.succeed(value))
    },
  )

  it.each([
    '',
    '-',
    '.',
    '+1',
    '1.2.3',
    '1,5',
    '1e5',
    ' 1',
    '1 ',
    'abc',
    '--1',
    '0x10',
    'Infinity',
    'NaN',
  ])('rejects %j', (value) => {
    const parsed = parseDecimal(value)
    expect(Result.isFailure(parsed) && parsed.failure).toBeInstanceOf(InvalidAmountError)
  })

  it.each([
    [5, 'number'],
    [undefined, 'undefined'],
    [null, 'object'],
  ])('refuses the non-string %j, naming its type', (value, type) => {
    expect(parseDecimal(value as never)).toEqual(
      Result.fail(
        new InvalidAmountError({
          value: type,
          reason: 'expected an optional minus, digits and one optional decimal point',
        }),
      ),
    )
  })
})

describe('toNumberOrZero (spec §5: non-numeric converts to zero)', () => {
  it.each([
    ['1.5', 1.5],
    ['-2', -2],
    ['abc', 0],
    ['', 0],
    ['1e5', 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [7, 7],
  ])('%j → %d', (value, expected) => {
    expect(toNumberOrZero(value)).toBe(expected)
  })
})

describe('parseAmount and formatAmount', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 6, 1_500_000n],
    ['-0.000001', 6, -1n],
    ['.5', 1, 5n],
    ['2.', 0, 2n],
  ])('parseAmount(%j, %i) = %s', (value, decimals, expected) => {
    expect(parseAmount(value, decimals)).toEqual(Result.succeed(expected))
  })

  it.each([
    ['1.0000001', 6, 'more than 6 decimals'],
    ['abc', 6, 'optional minus'],
    ['1', -1, 'invalid token decimals'],
    ['1', 1.5, 'invalid token decimals'],
  ])('parseAmount(%j, %d) fails: %s', (value, decimals, reason) => {
    const parsed = parseAmount(value, decimals)
    expect(Result.isFailure(parsed) && parsed.failure.message).toContain(reason)
  })

  it('takes up to 255 token decimals (a uint8), not 256', () => {
    expect(parseAmount('1', 255)).toEqual(Result.succeed(10n ** 255n))
    const parsed = parseAmount('1', 256)
    expect(Result.isFailure(parsed) && parsed.failure.message).toBe(
      'Invalid amount "1": invalid token decimals 256',
    )
  })

  it('property: format then parse round-trips', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 36 }), (value, decimals) => {
        expect(parseAmount(formatAmount(value, decimals), decimals)).toEqual(Result.succeed(value))
      }),
    )
  })

  it('property: arbitrary strings never throw', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -2, max: 40 }), (value, decimals) => {
        const parsed = parseAmount(value, decimals)
        if (Result.isFailure(parsed)) expect(parsed.failure).toBeInstanceOf(InvalidAmountError)
      }),
    )
  })
})

describe('formatDisplayBalance (spec §5: floored to 3 decimals, default 0.000)', () => {
  it.each([
    [undefined, '0.000'],
    ['', '0.000'],
    ['abc', '0.000'],
    ['0', '0.000'],
    ['2', '2.000'],
    ['1.23456', '1.234'],
    ['1.9999', '1.999'],
    ['0.0009', '0.000'],
    ['-1.2341', '-1.235'],
    ['-1.2340', '-1.234'],
    ['123456789012345678901234.5678', '123456789012345678901234.567'],
    [1.5, '1.500'],
    [0.0000001, '0.000'],
    // A number is read in full, never grouped or rounded before it is floored.
    [1234567.5, '1234567.500'],
    [1.9999, '1.999'],
    [0.0009, '0.000'],
  ])('%j → %j', (balance, shown) => {
    expect(formatDisplayBalance(balance)).toBe(shown)
  })

  it('takes another number of decimals', () => {
    expect(formatDisplayBalance('1.98765', 2)).toBe('1.98')
    expect(formatDisplayBalance('1.98765', 0)).toBe('1')
  })

  it('property: never above the balance, and less than 0.001 below it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (micro) => {
        const balance = formatAmount(micro, 6)
        const shown = formatDisplayBalance(balance)
        expect(shown).toMatch(/^-?\d+\.\d{3}$/)
        const shownMicro = parseAmount(shown, 6)
        if (Result.isFailure(shownMicro)) throw shownMicro.failure
        expect(shownMicro.success <= micro).toBe(true)
        expect(micro - shownMicro.success < 1000n).toBe(true)
      }),
    )
  })
})
