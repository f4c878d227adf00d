// Issue 18, bad input: amounts (spec §5 "Non-numeric value converts to zero", the token's
// decimals) and fee parameters (spec §5 fee rules) from a form or a host: a value or a typed
// error, never a throw; what parses formats back to the same number, and the fee rules hold
// exactly (checked against the rules restated here).
import { formatAmount, parseAmount } from '@airlock/core'
import { validateBaseFeeMultiplier, validateFees } from '@airlock/core/adapter'
import { toNumberOrZero } from '@airlock/core/internal'
import { Result } from 'effect'
import fc from 'fast-check'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, recordReliability } from '../reliabilityRecord'
import { expectTypedResult } from './typedFailure'

const decimalText = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.stringMatching(/^[0-9]{0,20}$/))
  .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : `${whole}`))
const anyAmount = fc.oneof(
  decimalText,
  fc.string(),
  fc.constantFrom('', '.', '-', '1e18', '0x10', ' 1', '1 ', '1,5', 'NaN', 'Infinity', '１'),
  fc.anything(),
) as fc.Arbitrary<string>
const decimals = fc.oneof(fc.integer({ min: 0, max: 36 }), fc.double(), fc.integer())

/** The number a decimal string stands for, without trailing zeros (for the round trip). */
const normalized = (text: string) => {
  const negative = text.startsWith('-')
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.')
  const cleanWhole = whole.replace(/^0+/, '') || '0'
  const cleanFraction = fraction.replace(/0+$/, '')
  const number = cleanFraction ? `${cleanWhole}.${cleanFraction}` : cleanWhole
  // Minus zero is zero (formatting the base units gives '0').
  return negative && number !== '0' ? `-${number}` : number
}

describe('amounts and fees under fuzzing', () => {
  it('amounts: parsed to base units that format back, or a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'amounts × token decimals (text, numbers, objects)',
      cases: FUZZ_RUNS,
      expected: 'exact base units or InvalidAmountError; no throw',
    })
    fc.assert(
      fc.property(anyAmount, decimals, (amount, places) => {
        const result = expectTypedResult(() => parseAmount(amount, places))
        expect(() => toNumberOrZero(amount)).not.toThrow()
        if (Result.isSuccess(result)) {
          expect(normalized(formatAmount(result.success, places))).toBe(normalized(amount))
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('fee parameters: accepted exactly when the spec §5 rules hold, else a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'fee parameters (gasPrice, maxFee, priority fee, base-fee multiplier)',
      cases: FUZZ_RUNS,
      expected: 'accepted iff the §5 rules hold; typed error; no throw',
    })
    const fee = fc.option(fc.bigInt({ min: -1n, max: maxUint256 + 10n }), { nil: undefined })
    fc.assert(
      fc.property(
        fee,
        fee,
        fee,
        fc.double(),
        (gasPrice, maxFeePerGas, maxPriorityFeePerGas, multiplier) => {
          const result = expectTypedResult(() =>
            validateFees({ gasPrice, maxFeePerGas, maxPriorityFeePerGas }),
          )
          const valid =
            !(
              gasPrice !== undefined &&
              (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)
            ) &&
            !(maxFeePerGas !== undefined && maxFeePerGas > maxUint256) &&
            !(
              maxFeePerGas !== undefined &&
              maxPriorityFeePerGas !== undefined &&
              maxPriorityFeePerGas > maxFeePerGas
            )
          expect(Result.isSuccess(result)).toBe(valid)
          const scalar = expectTypedResult(() => validateBaseFeeMultiplier(multiplier))
          expect(Result.isSuccess(scalar)).toBe(multiplier >= 1)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
