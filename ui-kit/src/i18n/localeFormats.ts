// How a catalogue writes numbers and dates in its locale: built once here, each catalogue names
// its locale and what differs (separators, the hour's digits). A decimal string is grouped as
// text, never parsed into a float, so every digit of a balance survives. Dates are in UTC, as
// the history is grouped.

export interface LocaleFormatOptions {
  /** Thousands separator and decimal point of a grouped amount. */
  readonly group: string
  readonly decimal: string
  /** The hour in a time of day: `3:05 PM` (numeric) or `09:05` (2-digit). */
  readonly hour: 'numeric' | '2-digit'
}

/** Thousands separators in a decimal string (no float: the string keeps every digit). */
function groupDigits(amount: string, group: string, decimal: string): string {
  const [whole = '', fraction] = amount.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`
}

/** Made on first use, then kept: an Intl formatter costs milliseconds to build, and the
 * catalogues are built as the page loads, in front of its first paint (issue 27). */
function onFirstUse<Value>(make: () => Value): () => Value {
  let value: Value | undefined
  return () => {
    value ??= make()
    return value
  }
}

export function localeFormats(locale: string, options: LocaleFormatOptions) {
  const usd = onFirstUse(
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
  )
  // A network fee: two significant digits are enough to weigh it (0.000068, not
  // 0.000067538052184119).
  const fee = onFirstUse(() => new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }))
  const utc = (format: Intl.DateTimeFormatOptions) =>
    onFirstUse(() => new Intl.DateTimeFormat(locale, { ...format, timeZone: 'UTC' }))
  const monthYear = utc({ month: 'long', year: 'numeric' })
  const dayTime = utc({ month: 'short', day: 'numeric', hour: options.hour, minute: '2-digit' })
  const dateTime = utc({ dateStyle: 'medium', timeStyle: 'short' })
  return {
    /** A displayed amount (`'1234.567'`, spec §5) grouped: `1,234.567`. */
    amount: (amount: string) => groupDigits(amount, options.group, options.decimal),
    usd: (value: number) => usd().format(value),
    fee: (value: number) => fee().format(value),
    /** A month (1 to 12) of a year: `November 2026`. */
    month: (year: number, month: number) => monthYear().format(Date.UTC(year, month - 1, 1)),
    /** A day and its time, from an ISO date: `Nov 14, 3:05 PM`. */
    dayTime: (iso: string) => dayTime().format(new Date(iso)),
    /** A date and time, from Unix seconds: `Nov 14, 2030, 3:05 PM`. */
    dateTime: (seconds: number) => dateTime().format(seconds * 1000),
  }
}
