// Number formatting the catalogues share: a decimal string is grouped as text, never parsed
// into a float, so every digit of a balance survives.

/** Thousands separators in a decimal string (no float: the string keeps every digit). */
export function groupDigits(amount: string, group: string, decimal: string): string {
  const [whole = '', fraction] = amount.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`
}
