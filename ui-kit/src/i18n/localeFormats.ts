// How a catalogue writes numbers and dates in its locale: the one formatting module of the kit
// (issue 30, item 5). Each catalogue builds it once with its locale and the hour's digits, and
// every view shows amounts, fiat values, fees, rates and dates through its catalogue.
// A decimal amount is handed to Intl as its string (Intl's exact decimals, never a float), so
// every digit of a balance survives. Dates are in UTC, as the history is grouped.

export interface LocaleFormatOptions {
  /** The hour in a time of day: `3:05 PM` (numeric) or `09:05` (2-digit). */
  readonly hour: 'numeric' | '2-digit'
}

/**
 * From here on an amount or a fiat value is written compact (`803K`, `$3.7M`; German
 * `803.047`, `3,7 Mio. $` as Intl writes them): six digits and more no longer fit a token row
 * at a glance, and below it the whole grouped number still does.
 */
export const COMPACT_FROM = 100_000

/** Intl's limit on fraction digits in the engines the kit supports (Node 20, Chromium). */
const MAX_FRACTION_DIGITS = 20

/** Made on first use, then kept: an Intl formatter costs milliseconds to build, and the
 * catalogues are built as the page loads, in front of its first paint (issue 27). */
function onFirstUse<Value>(make: () => Value): () => Value {
  let value: Value | undefined
  return () => {
    value ??= make()
    return value
  }
}

/** A decimal string as Intl takes it exactly (`'1234.500'`); anything else counts as zero. */
const decimalOf = (amount: string): `${number}` =>
  /^-?(\d+\.?\d*|\.\d+)$/.test(amount) ? (amount as `${number}`) : '0'

const isLarge = (value: number) => Math.abs(value) >= COMPACT_FROM

export function localeFormats(locale: string, options: LocaleFormatOptions) {
  // One exact formatter per count of fraction digits: an amount keeps the decimals it was given
  // (spec §5 shows balances with 3: `4.000 ETH`).
  const exact = new Map<number, Intl.NumberFormat>()
  const exactAmount = (amount: string) => {
    const decimal = decimalOf(amount)
    const digits = Math.min((decimal.split('.')[1] ?? '').length, MAX_FRACTION_DIGITS)
    let format = exact.get(digits)
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: MAX_FRACTION_DIGITS,
      })
      exact.set(digits, format)
    }
    return format.format(decimal)
  }
  const compact = onFirstUse(() => new Intl.NumberFormat(locale, { notation: 'compact' }))
  const fiat = new Map<string, { whole: Intl.NumberFormat; compact: Intl.NumberFormat }>()
  const fiatFormats = (currency: string) => {
    let formats = fiat.get(currency)
    if (!formats) {
      const style = { style: 'currency', currency } as const
      formats = {
        whole: new Intl.NumberFormat(locale, style),
        compact: new Intl.NumberFormat(locale, { ...style, notation: 'compact' }),
      }
      fiat.set(currency, formats)
    }
    return formats
  }
  /** A fiat value in its currency (an ISO 4217 code); a code Intl does not know goes after. */
  const money = (value: number | string, currency: string) => {
    const decimal = typeof value === 'number' ? value : decimalOf(value)
    if (!/^[A-Za-z]{3}$/.test(currency)) return `${exactAmount(String(decimal))} ${currency}`
    const formats = fiatFormats(currency.toUpperCase())
    return (isLarge(Number(decimal)) ? formats.compact : formats.whole).format(decimal)
  }
  // A network fee: two significant digits are enough to weigh it (0.000068, not
  // 0.000067538052184119).
  const fee = onFirstUse(() => new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }))
  // An exchange rate: six significant digits.
  const rate = onFirstUse(() => new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }))
  const percent = onFirstUse(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  )
  const utc = (format: Intl.DateTimeFormatOptions) =>
    onFirstUse(() => new Intl.DateTimeFormat(locale, { ...format, timeZone: 'UTC' }))
  const monthYear = utc({ month: 'long', year: 'numeric' })
  const dayTime = utc({ month: 'short', day: 'numeric', hour: options.hour, minute: '2-digit' })
  const dateTime = utc({ dateStyle: 'medium', timeStyle: 'short' })
  return {
    /** A displayed amount (`'1234.567'`, spec §5) grouped: `1,234.567`; compact from
     * COMPACT_FROM on: `'803046.6'` → `803K`. */
    amount: (amount: string) => {
      const decimal = decimalOf(amount)
      return isLarge(Number(decimal)) ? compact().format(decimal) : exactAmount(decimal)
    },
    /** Every digit, however large: `803,046.6` (what a payment asks for). */
    exactAmount,
    usd: (value: number) => money(value, 'USD'),
    /** A fiat amount in a payment currency: `€7,500.00`. */
    money,
    fee: (value: number) => fee().format(value),
    rate: (value: number) => rate().format(value),
    /** A percentage given in percent: `1` → `1.00%`. */
    percent: (value: number) => percent().format(value / 100),
    /** A month (1 to 12) of a year: `November 2026`. */
    month: (year: number, month: number) => monthYear().format(Date.UTC(year, month - 1, 1)),
    /** A day and its time, from an ISO date: `Nov 14, 3:05 PM`. */
    dayTime: (iso: string) => dayTime().format(new Date(iso)),
    /** A date and time, from Unix seconds: `Nov 14, 2030, 3:05 PM`. */
    dateTime: (seconds: number) => dateTime().format(seconds * 1000),
  }
}

/** The middle of an address cut out, as the kit shows it wherever it could wrap:
 * `0xf39F…2266`. The whole address stays in the title and on the clipboard. */
export const shortAddress = (address: string) =>
  address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address

/** Issue 30: a testnet's coins are worth nothing, whatever an API prices them at (the local
 * Blockchain API prices Sepolia ETH at $3,000): on a testnet a balance shows its amount only,
 * and no value of it counts in a USD total. `undefined` is "no fiat value shown". */
export const fiatValue = (
  value: number | undefined,
  testnet: boolean | undefined,
): number | undefined => (testnet ? undefined : value)
