// spec §5: unit parsing ("optional minus, digits, one optional decimal point"; "Non-numeric
// value converts to zero") and the displayed balance ("floored to 3 decimals, default 0.000").
import { Result } from 'effect'
import { formatUnits, parseUnits } from 'viem'
import { InvalidAmountError } from '../errors/validation'

/** spec §5: optional minus, digits, one optional decimal point (`1`, `-1.5`, `.5`, `2.`). */
const decimalPattern = /^-?(\d+\.?\d*|\.\d+)$/

/** spec §5: displayed balances keep 3 decimals. */
export const DISPLAY_BALANCE_DECIMALS = 3

/** spec §5: the decimal string as given, or why it is not one. */
export function parseDecimal(value: string): Result.Result<string, InvalidAmountError> {
  if (typeof value === 'string' && decimalPattern.test(value)) return Result.succeed(value)
  return Result.fail(
    new InvalidAmountError({
      value: typeof value === 'string' ? value : typeof value,
      reason: 'expected an optional minus, digits and one optional decimal point',
    }),
  )
}

/** spec §5: "Non-numeric value converts to zero." */
export function toNumberOrZero(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0
  if (typeof value !== 'string' || Result.isFailure(parseDecimal(value))) return 0
  return Number(value)
}

/** A decimal amount in the token's smallest unit (viem's parseUnits after the §5 rule). */
export function parseAmount(
  value: string,
  decimals: number,
): Result.Result<bigint, InvalidAmountError> {
  return Result.flatMap(parseDecimal(value), (decimal) => {
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
      return Result.fail(
        new InvalidAmountError({ value, reason: `invalid token decimals ${decimals}` }),
      )
    }
    const fraction = decimal.split('.')[1] ?? ''
    if (fraction.length > decimals) {
      return Result.fail(
        new InvalidAmountError({ value, reason: `more than ${decimals} decimals` }),
      )
    }
    return Result.succeed(parseUnits(decimal, decimals))
  })
}

/** The amount in the token's smallest unit as a decimal string (viem's formatUnits). */
export function formatAmount(value: bigint, decimals: number): string {
  return formatUnits(value, decimals)
}

/**
 * spec §5: the balance floored (toward minus infinity) to `decimals` places, always showing
 * them: `'1.23456'` → `'1.234'`, `'2'` → `'2.000'`. No balance or a non-numeric one shows
 * `'0.000'`. Works on the decimal string, so large balances lose no precision.
 */
export function formatDisplayBalance(
  balance: string | number | undefined,
  decimals: number = DISPLAY_BALANCE_DECIMALS,
): string {
  const text = typeof balance === 'number' ? numberToPlainString(balance) : (balance ?? '')
  const scaled = parseAmount(truncate(text, decimals), decimals)
  if (Result.isFailure(scaled)) return withFixedDecimals('0', decimals)
  // Truncation floors positives; a negative that lost non-zero digits goes one unit lower.
  const lostDigits = /[1-9]/.test((text.split('.')[1] ?? '').slice(decimals))
  const floored = text.startsWith('-') && lostDigits ? scaled.success - 1n : scaled.success
  return withFixedDecimals(formatUnits(floored, decimals), decimals)
}

function truncate(text: string, decimals: number): string {
  const [whole = '', fraction] = text.split('.')
  return fraction === undefined ? text : `${whole}.${fraction.slice(0, decimals)}`
}

function withFixedDecimals(formatted: string, decimals: number): string {
  if (decimals === 0) return formatted
  const [whole = '0', fraction = ''] = formatted.split('.')
  return `${whole}.${fraction.padEnd(decimals, '0')}`
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) return ''
  // Avoid exponent notation (1e-7), which the decimal rule rejects.
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}
