// Issue 18, bad input: what other parties hand the widget — EIP-6963 announcements from any
// script in the page, and the wallet directory's and Blockchain API's JSON — is either taken
// (in the shape the widget relies on) or dropped/refused with a typed error, never a throw.
import { Result, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { watchInjected } from '../../../adapters/src/evm/discovery'
import type { Connector } from '../../../core/src/domain/types'
import {
  BalanceResponse,
  HistoryResponse,
  IdentityResponse,
  OnrampOptionsResponse,
  SwapQuotesResponse,
} from '../../../core/src/services/blockchainApi/responses'
import {
  ProjectConfigResponse,
  WalletsResponse,
} from '../../../core/src/services/walletDirectory/responses'
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, recordReliability } from '../reliabilityRecord'
import { expectTypedError } from './typedFailure'

const provider = { request: async () => null }
const announcement = fc.oneof(
  fc.anything(),
  fc.record({
    info: fc.oneof(
      fc.anything(),
      fc.record({
        uuid: fc.anything(),
        name: fc.anything(),
        icon: fc.anything(),
        rdns: fc.anything(),
      }),
      fc.record({ uuid: fc.uuid(), name: fc.string(), icon: fc.string(), rdns: fc.string() }),
    ),
    provider: fc.oneof(fc.anything(), fc.constant(provider)),
  }),
)

describe('untrusted inputs under fuzzing', () => {
  it('EIP-6963: any announcement is listed as a well-formed connector or ignored', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'EIP-6963 announcements (any detail, any info fields)',
      cases: FUZZ_RUNS,
      expected: 'a connector with string id/name and a provider, or ignored; no throw',
    })
    fc.assert(
      fc.property(announcement, (detail) => {
        // A fresh page per case: what one announcement leads to, on its own.
        const target = new EventTarget()
        let listed: readonly Connector[] = []
        const stop = watchInjected((connectors) => (listed = connectors), {
          target,
          legacyProvider: () => undefined,
        })
        try {
          expect(() =>
            target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
          ).not.toThrow()
          for (const connector of listed) {
            expect(typeof connector.id).toBe('string')
            expect(connector.id).not.toBe('')
            expect(typeof connector.name).toBe('string')
            expect(typeof (connector.provider as { request?: unknown })?.request).toBe('function')
          }
        } finally {
          stop()
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  const bodies = [
    ['wallet directory: wallets', WalletsResponse, { data: [{ id: 'a', name: 'A' }], count: 1 }],
    ['wallet directory: project config', ProjectConfigResponse, { features: [] }],
    ['API: balance', BalanceResponse, { balances: [] }],
    ['API: history', HistoryResponse, { data: [], next: null }],
    ['API: identity', IdentityResponse, { name: null, avatar: null }],
    ['API: swap quotes', SwapQuotesResponse, { quotes: [] }],
    [
      'API: on-ramp options',
      OnrampOptionsResponse,
      { paymentCurrencies: [], purchaseCurrencies: [] },
    ],
  ] as const

  it('directory and API JSON: any body decodes to the response or a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'directory and API JSON bodies (7 response kinds, random and mutated)',
      cases: FUZZ_RUNS,
      expected: 'decoded response or a typed SchemaError; no throw',
    })
    const body = fc.tuple(
      fc.constantFrom(...bodies),
      fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
      fc.boolean(),
    )
    fc.assert(
      fc.property(body, ([[, schema, valid], random, mutate]) => {
        const input = mutate ? { ...valid, ...(random as object) } : random
        let result: Result.Result<unknown, unknown> | undefined
        expect(() => {
          result = Schema.decodeUnknownResult(schema as Schema.Codec<unknown>)(input)
        }).not.toThrow()
        if (result && Result.isFailure(result)) expectTypedError(result.failure)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
