// Issue 18, bad input: CAIP-2 network ids and CAIP-10 account ids from anywhere (a host's
// config, a wallet's session, a stored value) parse to a value or a typed error, never a throw;
// what parses formats back to the same text.
import {
  chainNamespaces,
  formatCaipAddress,
  formatCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '@airlock/core'
import { Result } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, recordReliability } from '../reliabilityRecord'
import { expectTypedResult } from './typedFailure'

const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const validNetworkId = fc.tuple(fc.constantFrom(...chainNamespaces), reference)
/** Near misses: valid pieces joined wrongly, cut, padded, or with stray characters. */
const nearMiss = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...chainNamespaces, 'eip', 'EIP155', ''),
      fc.string(),
      fc.string(),
      fc.constantFrom(':', '::', ' : '),
    )
    .map(([namespace, a, b, separator]) => [namespace, a, b].join(separator)),
  fc.string({ unit: 'binary' }),
  validNetworkId.map(([namespace, ref]) => ` ${namespace}:${ref}`),
  validNetworkId.map(([namespace, ref]) => `${namespace}:${ref}${'x'.repeat(33)}`),
)
const anyInput = fc.oneof(fc.string(), nearMiss, fc.anything()) as fc.Arbitrary<string>

describe('CAIP ids under fuzzing', () => {
  it('CAIP-2: any input is a network id that formats back, or a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'CAIP-2 network ids (strings, near misses, non-strings)',
      cases: FUZZ_RUNS,
      expected: 'parsed or InvalidCaipNetworkIdError; no throw',
    })
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = expectTypedResult(() => parseCaipNetworkId(input))
        if (Result.isSuccess(result)) expect(result.success.caipNetworkId).toBe(input)
      }),
      { numRuns: FUZZ_RUNS },
    )
    fc.assert(
      fc.property(validNetworkId, ([namespace, ref]) => {
        const id = formatCaipNetworkId(namespace, ref)
        expect(Result.isSuccess(parseCaipNetworkId(id))).toBe(true)
      }),
      { numRuns: 1_000 },
    )
  })

  it('CAIP-10: any input is an account id that formats back, or a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'CAIP-10 account ids (strings, near misses, non-strings)',
      cases: FUZZ_RUNS,
      expected: 'parsed or InvalidCaipAddressError; no throw',
    })
    const account = fc.oneof(
      anyInput,
      fc
        .tuple(validNetworkId, fc.string())
        .map(([[ns, ref], address]) => `${ns}:${ref}:${address}`),
    )
    fc.assert(
      fc.property(account, (input) => {
        const result = expectTypedResult(() => parseCaipAddress(input))
        if (Result.isSuccess(result)) {
          const { namespace, reference: ref, address } = result.success
          expect(formatCaipAddress(namespace, ref, address)).toBe(input)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
