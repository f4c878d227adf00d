// Issue 18, bad input: addresses of all five namespaces are the canonical address exactly when
// the format's own codec takes them, else a typed InvalidAddressError, never a throw; every
// well-formed address, from random key bytes, is accepted as itself (addressRows.ts).
import { chainNamespaces, parseAddress } from '@airlock/core'
import { describe, it } from 'vitest'
import { FUZZ_TIMEOUT_MS } from '../reliabilityRecord'
import { addressRow } from './addressRows'
import { expectFuzzRow } from './fuzzRow'

describe('addresses of every namespace under fuzzing', () => {
  it.for(chainNamespaces)(
    '%s: any input is the canonical address or a typed error',
    { timeout: FUZZ_TIMEOUT_MS },
    async (namespace, context) => {
      await expectFuzzRow(
        context,
        {
          area: 'bad input',
          tried: `${namespace} addresses (random, mutated valid, valid, non-strings)`,
          expected: "canonical address iff the format's codec takes it, else InvalidAddressError",
        },
        addressRow(namespace, parseAddress),
      )
    },
  )
})
