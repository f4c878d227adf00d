// Issue 18, bad input: CAIP-2 network ids and CAIP-10 account ids from anywhere (a host's
// config, a wallet's session, a stored value) parse to their parts exactly when the standards'
// patterns take them, else to a typed error, never a throw (caipIdRows.ts).
import { parseCaipAddress, parseCaipNetworkId } from '@airlock/core'
import { describe, it } from 'vitest'
import { FUZZ_TIMEOUT_MS } from '../reliabilityRecord'
import { caipAddressRow, caipNetworkIdRow } from './caipIdRows'
import { expectFuzzRow } from './fuzzRow'

describe('CAIP ids under fuzzing', () => {
  it('CAIP-2: any input is its network id exactly when valid, or a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: 'CAIP-2 network ids (valid, near misses, strings, non-strings)',
        expected: 'parsed iff the CAIP-2 pattern takes it, else InvalidCaipNetworkIdError',
      },
      caipNetworkIdRow(parseCaipNetworkId),
    )
  })

  it('CAIP-10: any input is its account id exactly when valid, or a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: 'CAIP-10 account ids (valid, near misses, strings, non-strings)',
        expected: 'parsed iff the CAIP-10 pattern takes it, else InvalidCaipAddressError',
      },
      caipAddressRow(parseCaipAddress),
    )
  })
})
