// Issue 18 and 32, bad input: amounts (spec §5 "optional minus, digits, one optional decimal
// point", the token's decimals) and fee parameters (spec §5 fee rules) from a form or a host.
// The parser is a parameter (fuzzRow.ts): the amount row holds when it gives exactly the base
// units the text stands for, counted here by shifting the digits (not by Airlock's
// formatAmount); the fee row when it takes the fees exactly when the rules restated here hold;
// and both give a typed error for anything else, never a throw.
import { Result } from 'effect'
import fc from 'fast-check'
import { maxUint256 } from 'viem'
import { expect } from 'vitest'
import type { FuzzRow } from './fuzzRow'
import { expectTypedResult } from './typedFailure'

type ParseAmount = (value: string, decimals: number) => Result.Result<bigint, unknown>

const decimalText = fc
  .tuple(
    fc.constantFrom('', '-'),
    fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String), fc.constantFrom('', '007')),
    fc.option(fc.stringMatching(/^[0-9]{0,20}$/), { nil: undefined }),
  )
  .map(
    ([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
  )
const anyAmount = fc.oneof(
  decimalText,
  fc.string(),
  fc.constantFrom('', '.', '-', '1e18', '0x10', ' 1', '1 ', '1,5', 'NaN', 'Infinity', '１', '+1'),
  fc.anything(),
) as fc.Arbitrary<string>
const decimals = fc.oneof(fc.integer({ min: 0, max: 36 }), fc.double(), fc.integer())

/**
 * The amount in base units, or undefined where it is no amount of a token with these decimals:
 * not spec §5's decimal text, more fraction digits than the token has, or decimals that are no
 * ERC-20 `decimals()` (a uint8).
 */
function baseUnits(amount: unknown, places: number): bigint | undefined {
  if (typeof amount !== 'string' || !Number.isInteger(places) || places < 0 || places > 255) {
    return undefined
  }
  const [, sign, whole = '', fraction = ''] = /^(-?)(\d*)(?:\.(\d*))?$/.exec(amount) ?? []
  if (sign === undefined || whole + fraction === '' || fraction.length > places) return undefined
  const units = BigInt(`0${whole}${fraction.padEnd(places, '0')}`)
  return sign === '-' ? -units : units
}

/** Any amount and decimals: exactly its base units when it is one, else a typed error. */
export function amountRow(parse: ParseAmount, alsoCheck: (amount: unknown) => void): FuzzRow {
  return {
    properties: [
      {
        property: fc.property(anyAmount, decimals, (amount, places) => {
          const result = expectTypedResult(() => parse(amount, places))
          alsoCheck(amount)
          const expected = baseUnits(amount, places)
          if (expected === undefined) {
            expect(Result.isFailure(result) && (result.failure as { _tag: string })._tag).toBe(
              'InvalidAmountError',
            )
          } else {
            expect(result).toEqual(Result.succeed(expected))
          }
        }),
      },
    ],
  }
}

interface Fees {
  readonly gasPrice?: bigint
  readonly maxFeePerGas?: bigint
  readonly maxPriorityFeePerGas?: bigint
}
type ValidateFees = (fees: Fees) => Result.Result<unknown, unknown>
type ValidateMultiplier = (multiplier: number) => Result.Result<unknown, unknown>

/** spec §5: legacy and EIP-1559 fields not mixed, maxFee within uint256, priority <= maxFee. */
const feesHold = ({ gasPrice, maxFeePerGas, maxPriorityFeePerGas }: Fees) =>
  !(gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) &&
  !(maxFeePerGas !== undefined && maxFeePerGas > maxUint256) &&
  !(
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  )

/** Any fees and base-fee multiplier: taken as given exactly when the §5 rules hold. */
export function feeRow(validate: ValidateFees, validateMultiplier: ValidateMultiplier): FuzzRow {
  const fee = fc.option(fc.bigInt({ min: -1n, max: maxUint256 + 10n }), { nil: undefined })
  return {
    properties: [
      {
        property: fc.property(
          fee,
          fee,
          fee,
          fc.double(),
          (gasPrice, maxFeePerGas, maxPriorityFeePerGas, multiplier) => {
            const fees = { gasPrice, maxFeePerGas, maxPriorityFeePerGas }
            const result = expectTypedResult(() => validate(fees))
            expect(Result.isSuccess(result) ? result.success : 'refused').toEqual(
              feesHold(fees) ? fees : 'refused',
            )
            const scalar = expectTypedResult(() => validateMultiplier(multiplier))
            expect(Result.isSuccess(scalar) ? scalar.success : 'refused').toBe(
              multiplier >= 1 ? multiplier : 'refused',
            )
          },
        ),
      },
    ],
  }
}
