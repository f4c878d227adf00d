// The swap form (spec §3 swap token): empty, cleared by an edit, its amount checked against the
// balance, and as the request a quote or a step takes.
import { Result } from 'effect'
import { parseAmount } from '../../domain/units'
import type { InvalidAmountError } from '../../errors/validation'
import type { SwapToken } from '../../services/blockchainApi/responses'
import type { SwapContext, SwapRequest, SwapTokenOption } from './swap.types'
import { SwapInsufficientBalanceError } from './swapErrors'

export const emptyForm = {
  from: undefined,
  to: undefined,
  amount: '',
  preview: undefined,
  transaction: undefined,
  error: undefined,
} as const

export const cleared = { preview: undefined, transaction: undefined, error: undefined } as const

export const sameToken = (a?: SwapToken, b?: SwapToken) =>
  a !== undefined && b !== undefined && a.address.toLowerCase() === b.address.toLowerCase()

/** The form's amount in `from`'s smallest unit, undefined while there is nothing to quote, or
 * the rule it breaks (a malformed amount, more than the balance). */
export function amountOf(
  context: SwapContext,
): Result.Result<bigint | undefined, InvalidAmountError | SwapInsufficientBalanceError> {
  const { from, to, amount } = context
  if (!from || !to || amount.trim() === '') return Result.succeed(undefined)
  const wanted = parseAmount(amount.trim(), from.decimals)
  if (Result.isFailure(wanted)) return wanted
  if (wanted.success <= 0n) return Result.succeed(undefined)
  const held = parseAmount(from.balance, from.decimals)
  if (Result.isSuccess(held) && wanted.success > held.success) {
    return Result.fail(new SwapInsufficientBalanceError({ symbol: from.symbol }))
  }
  return Result.succeed(wanted.success)
}

export const requestOf = (context: SwapContext): SwapRequest => ({
  caipNetworkId: context.caipNetworkId ?? '',
  from: context.from as SwapTokenOption,
  to: context.to as SwapTokenOption,
  amount: String(Result.getOrUndefined(amountOf(context)) ?? 0n),
})

/** The tokens again (fresh balances), the chosen ones kept; `from` is the native coin at first. */
export const withTokens = (context: SwapContext, tokens: readonly SwapTokenOption[]) => {
  const find = (token?: SwapToken) => tokens.find((each) => sameToken(each, token))
  return { tokens, from: find(context.from) ?? tokens[0], to: find(context.to) }
}
