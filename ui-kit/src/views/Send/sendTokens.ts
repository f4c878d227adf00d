// spec §3 token balances → what the Send view shows of a token: a stable id, the amount floored
// to 3 decimals (spec §5) and the USD value of an amount typed for it.
import { type ApiTokenBalance, formatDisplayBalance } from '@airlock/core'
import { toNumberOrZero } from '@airlock/core/internal'

/** The native coin has no address (spec §3), so its network stands in. */
export const tokenId = (token: ApiTokenBalance): string =>
  token.address ?? `${token.chainId}:native`

/** spec §5: "Displayed balance floored to 3 decimals". */
export const displayAmount = (token: ApiTokenBalance): string =>
  formatDisplayBalance(token.quantity.numeric)

/** The amount's USD value: amount × price (spec §5: a non-numeric amount counts as zero). */
export const amountInUsd = (amount: string, token: ApiTokenBalance | undefined): number =>
  token ? toNumberOrZero(amount) * token.price : 0

/**
 * spec §5 unit parsing, as typed: digits and one decimal point (a comma counts as the point,
 * for locales that write one). `undefined` when the text is not an amount being typed.
 */
export function typedAmount(text: string): string | undefined {
  const normalized = text.replace(',', '.')
  return /^\d*\.?\d*$/.test(normalized) ? normalized : undefined
}
