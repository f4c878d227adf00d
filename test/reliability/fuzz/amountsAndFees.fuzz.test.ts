// Issue 18, bad input: amounts (spec §5 "Non-numeric value converts to zero", the token's
// decimals) and fee parameters (spec §5 fee rules) from a form or a host: exactly the base units
// the text stands for, fees taken exactly when the rules hold, else a typed error, never a
// throw (amountAndFeeRows.ts).
import { parseAmount } from '@airlock/core'
import { validateBaseFeeMultiplier, validateFees } from '@airlock/core/adapter'
import { toNumberOrZero } from '@airlock/core/internal'
import { describe, expect, it } from 'vitest'
import { FUZZ_TIMEOUT_MS } from '../reliabilityRecord'
import { amountRow, feeRow } from './amountAndFeeRows'
import { expectFuzzRow } from './fuzzRow'

describe('amounts and fees under fuzzing', () => {
  it('amounts: parsed to exactly their base units, or a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: 'amounts × token decimals (text, numbers, objects)',
        expected: 'exact base units iff a decimal that fits, else InvalidAmountError',
      },
      amountRow(parseAmount, (amount) => expect(() => toNumberOrZero(amount)).not.toThrow()),
    )
  })

  it('fee parameters: accepted exactly when the spec §5 rules hold, else a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: 'fee parameters (gasPrice, maxFee, priority fee, base-fee multiplier)',
        expected: 'accepted as given iff the §5 rules hold, else a typed error; no throw',
      },
      feeRow(validateFees, validateBaseFeeMultiplier),
    )
  })
})
