// The kit's one formatting module (issue 30, item 5), in both catalogues' locales: Intl's
// grouping, compact forms from COMPACT_FROM on, small values and zero, every digit of a long
// decimal, fiat values, the testnet rule and the middle-cut address. Intl writes some spaces as
// no-break spaces (`1,00 %`, `3,7 Mio. $`); the expectations spell them out.
import { describe, expect, it } from 'vitest'
import { de } from './de'
import { en } from './en'
import { COMPACT_FROM, fiatValue, localeFormats, shortAddress } from './localeFormats'

const english = localeFormats('en-US', { hour: 'numeric' })
const german = localeFormats('de-DE', { hour: '2-digit' })
const nbsp = '\u00a0'

describe('localeFormats amounts', () => {
  it('groups thousands in the locale, keeping the decimals given (spec §5: 3)', () => {
    expect(english.amount('1234.567')).toBe('1,234.567')
    expect(german.amount('1234.567')).toBe('1.234,567')
    expect(english.amount('99999.999')).toBe('99,999.999')
    expect(german.amount('99999.999')).toBe('99.999,999')
    expect(english.amount('4.000')).toBe('4.000')
    expect(german.amount('4.000')).toBe('4,000')
  })

  it('small values and zero are written whole', () => {
    expect(english.amount('0.001')).toBe('0.001')
    expect(german.amount('0.001')).toBe('0,001')
    expect(english.amount('0.000')).toBe('0.000')
    expect(german.amount('0')).toBe('0')
    expect(english.amount('-1.5')).toBe('-1.5')
    // Not a decimal: zero, never NaN.
    expect(english.amount('abc')).toBe('0')
  })

  it(`is compact from ${COMPACT_FROM} on, as Intl writes it in the locale`, () => {
    expect(english.amount('99999.9')).toBe('99,999.9')
    expect(english.amount('100000')).toBe('100K')
    expect(english.amount('803046.6')).toBe('803K')
    expect(english.amount('1000000.000')).toBe('1M')
    // German has no short form for thousands: Intl rounds and groups.
    expect(german.amount('803046.6')).toBe('803.047')
    expect(german.amount('3703703.4')).toBe(`3,7${nbsp}Mio.`)
    expect(english.amount('-250000')).toBe('-250K')
  })

  it('exactAmount keeps every digit, however large (no float on the way)', () => {
    expect(english.exactAmount('803046.6')).toBe('803,046.6')
    expect(german.exactAmount('803046.6')).toBe('803.046,6')
    expect(english.exactAmount('12345678901234567890.123456789')).toBe(
      '12,345,678,901,234,567,890.123456789',
    )
  })
})

describe('localeFormats fiat values, fees, rates and percentages', () => {
  it('USD with thousands separators, compact from the threshold, zero and cents', () => {
    expect(english.usd(3703.7034)).toBe('$3,703.70')
    expect(german.usd(3703.7034)).toBe(`3.703,70${nbsp}$`)
    expect(english.usd(0)).toBe('$0.00')
    expect(english.usd(0.004)).toBe('$0.00')
    expect(english.usd(99_999.99)).toBe('$99,999.99')
    expect(english.usd(3_703_703.4)).toBe('$3.7M')
    expect(german.usd(3_703_703.4)).toBe(`3,7${nbsp}Mio.${nbsp}$`)
  })

  it('a payment currency by its code, and a code Intl does not know after the amount', () => {
    expect(english.money('7500.00', 'EUR')).toBe('€7,500.00')
    expect(german.money('10.00', 'usd')).toBe(`10,00${nbsp}$`)
    expect(english.money('7500.00', 'USDC.e')).toBe('7,500.00 USDC.e')
  })

  it('fees with 2 significant digits, rates with 6, percentages given in percent', () => {
    expect(english.fee(0.000067538052184119)).toBe('0.000068')
    expect(german.fee(0.000067538052184119)).toBe('0,000068')
    expect(english.rate(3012.3456789)).toBe('3,012.35')
    expect(german.rate(3012.3456789)).toBe('3.012,35')
    expect(english.percent(1)).toBe('1.00%')
    expect(german.percent(0.5)).toBe(`0,50${nbsp}%`)
  })
})

describe('the catalogues write through it', () => {
  it('amounts with their symbols and USD values, in en and de', () => {
    expect(en.account.amount('1234.567', 'ETH')).toBe('1,234.567 ETH')
    expect(de.account.amount('1234.567', 'ETH')).toBe('1.234,567 ETH')
    expect(en.pay.amount('803046.6', 'USDC')).toBe('803K USDC')
    expect(en.pay.action('803046.6', 'USDC')).toBe('Pay 803,046.6 USDC')
    expect(de.pay.action('803046.6', 'USDC')).toBe('803.046,6 USDC bezahlen')
    expect(en.onramp.limits('10.00', '7500.00', 'USD')).toBe('$10.00 to $7,500.00')
    expect(en.swap.rateValue('ETH', 3012.3456789, 'USDC')).toBe('1 ETH = 3,012.35 USDC')
  })
})

describe('fiatValue: the testnet rule', () => {
  it('a testnet shows no fiat value, whatever the API prices its coin at', () => {
    expect(fiatValue(12_000, true)).toBeUndefined()
    expect(fiatValue(12_000, false)).toBe(12_000)
    expect(fiatValue(0, false)).toBe(0)
    // No network known: the value stands.
    expect(fiatValue(12_000, undefined)).toBe(12_000)
  })
})

describe('shortAddress', () => {
  it('cuts the middle out of a long address, and leaves a short one whole', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(shortAddress('short.eth')).toBe('short.eth')
  })
})
