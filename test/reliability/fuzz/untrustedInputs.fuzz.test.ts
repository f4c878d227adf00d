// Issue 18, bad input: what other parties hand the widget — EIP-6963 announcements from any
// script in the page, and the wallet directory's and Blockchain API's JSON — is either taken
// (in the shape the widget relies on) or dropped/refused with a typed error, never a throw.
import { Effect, Exit, Result, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { watchInjected } from '../../../adapters/src/evm/discovery'
import { adapterOverProvider, HOST_WALLET_ID } from '../../../adapters/src/evm/evmTestHarness'
import type { Connector } from '../../../core/src/domain/types'
import { walletPairingLinks } from '../../../core/src/domain/wallets/deepLinks'
import { apiPath } from '../../../core/src/services/blockchainApi/apiPath'
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

  it('directory deep links: no control character or space hides a script scheme', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'directory deep links with C0/C1 controls and spaces around and inside the scheme',
      cases: FUZZ_RUNS,
      expected: 'no link the browser reads as javascript:, data: or vbscript:',
    })
    const scheme = fc.constantFrom(
      'javascript',
      'JAVASCRIPT',
      'data',
      'vbscript',
      'rainbow',
      'https',
    )
    // Issue 28: what the URL parser strips or drops (C0 controls, space) and C1 controls.
    const control = fc
      .array(
        fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x21 || code > 0x7e),
        {
          maxLength: 3,
        },
      )
      .map((codes) => String.fromCharCode(...codes))
    const uri = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484'
    fc.assert(
      fc.property(
        control,
        scheme,
        control,
        fc.constantFrom(':', '://', ':\n//'),
        fc.string(),
        (before, name, inside, glue, rest) => {
          const half = Math.floor(name.length / 2)
          const link = `${before}${name.slice(0, half)}${inside}${name.slice(half)}${glue}${rest}`
          const links = walletPairingLinks(
            { mobile_link: link, desktop_link: link, webapp_link: null },
            uri,
          )
          for (const href of [links.mobile, links.desktop]) {
            // As the browser reads the link it would follow.
            const protocol = href === undefined ? 'none:' : (URL.parse(href)?.protocol ?? 'none:')
            expect(protocol).not.toMatch(/^(javascript|data|vbscript):$/)
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('API paths: an outside value stays in its one segment', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: "a wallet's session id in the API's path (any string, with / ? # . %)",
      cases: FUZZ_RUNS,
      expected: 'the request stays on /v1/sessions/{one segment}/revoke, no query or fragment',
    })
    const id = fc.oneof(
      fc.string(),
      fc.constantFrom('.', '..', '../..', '%2e%2e', '?a=b', '#x', '..%2F', '/'),
      fc
        .array(fc.constantFrom('.', '/', '?', '#', '%', '2', 'e', 'F', 'a'), { maxLength: 8 })
        .map((chars) => chars.join('')),
    )
    fc.assert(
      fc.property(id, (value) => {
        const url = new URL(apiPath`/v1/sessions/${value}/revoke`, 'https://api.example/')
        const segments = url.pathname.split('/')
        expect(segments.length).toBe(5)
        expect([segments[1], segments[2], segments[4]]).toEqual(['v1', 'sessions', 'revoke'])
        expect(url.search + url.hash).toBe('')
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("a host's transaction: any fee fields fail typed or reach the wallet", {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: "a host's eth_sendTransaction with any fee fields (issue 28)",
      cases: FUZZ_RUNS,
      expected:
        "the wallet's answer or a typed error (-32602 for a fee that is no quantity); no throw",
    })
    const adapter = adapterOverProvider(async () => '0xhash')
    const field = fc.oneof(fc.anything(), fc.string(), fc.bigInt().map(String), fc.integer())
    const fees = fc.record(
      { gasPrice: field, maxFeePerGas: field, maxPriorityFeePerGas: field },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(fc.oneof(fees, fc.anything()), async (transaction) => {
        const exit = await Effect.runPromiseExit(
          adapter.request({
            connectorId: HOST_WALLET_ID,
            method: 'eth_sendTransaction',
            params: [transaction],
          }),
        )
        if (Exit.isFailure(exit)) {
          const [reason] = exit.cause.reasons
          expect(reason && 'error' in reason).toBe(true)
          expectTypedError(reason && 'error' in reason ? reason.error : undefined)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
