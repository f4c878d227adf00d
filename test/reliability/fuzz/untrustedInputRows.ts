// Issue 18 and 32, bad input: what other parties hand the widget — EIP-6963 announcements from
// any script in the page, the wallet directory's and Blockchain API's JSON. The code under test
// is a parameter (fuzzRow.ts): a row holds when the well-formed input is taken as itself, the
// malformed is dropped or refused with a typed error, and nothing throws.
import { Result, type Schema } from 'effect'
import fc from 'fast-check'
import { expect } from 'vitest'
import type { watchInjected } from '../../../adapters/src/evm/discovery'
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
import type { FuzzRow } from './fuzzRow'
import { expectTypedError } from './typedFailure'

const provider = { request: async () => null }
/** EIP-6963: a uuid, a name, an icon, a reverse-DNS rdns, and a provider with `request`. */
const wellFormed = fc.record({
  info: fc.record({
    uuid: fc.uuid(),
    name: fc.string(),
    icon: fc.string(),
    rdns: fc.domain().map((domain) => domain.split('.').reverse().join('.')),
  }),
  provider: fc.constant(provider),
})
const anyDetail = fc.oneof(
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

/** One announcement on a fresh page: a well-formed one is listed as itself, the rest sound. */
export function announcementRow(watch: typeof watchInjected): FuzzRow {
  let listedInAll = 0
  const announcement = fc.oneof(
    wellFormed.map((detail) => ({ detail: detail as unknown, wellFormed: detail.info })),
    anyDetail.map((detail) => ({ detail, wellFormed: undefined })),
  )
  return {
    properties: [
      {
        property: fc.property(announcement, ({ wellFormed, detail }) => {
          const target = new EventTarget()
          let listed: readonly Connector[] = []
          const stop = watch((connectors) => (listed = connectors), {
            target,
            legacyProvider: () => undefined,
          })
          try {
            expect(() =>
              target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
            ).not.toThrow()
            listedInAll += listed.length
            for (const connector of listed) {
              expect(typeof connector.id).toBe('string')
              expect(connector.id).not.toBe('')
              expect(typeof connector.name).toBe('string')
              expect(typeof (connector.provider as { request?: unknown })?.request).toBe('function')
            }
            if (wellFormed) {
              expect(listed).toHaveLength(1)
              expect(listed[0]).toMatchObject({
                id: wellFormed.rdns,
                name: wellFormed.name,
                provider,
              })
            }
          } finally {
            stop()
          }
        }),
      },
    ],
    afterwards: () => expect(listedInAll).toBeGreaterThan(0),
  }
}

type DecodeBody = (schema: Schema.Codec<unknown>, body: unknown) => Result.Result<unknown, unknown>

/** Each response kind, a valid body of it, and its required fields. */
const bodies = [
  [WalletsResponse, { data: [{ id: 'a', name: 'A' }], count: 1 }, ['data', 'count']],
  [ProjectConfigResponse, { features: [{ id: 'f', isEnabled: true }] }, ['features']],
  [BalanceResponse, { balances: [] }, ['balances']],
  [HistoryResponse, { data: [], next: null }, ['data', 'next']],
  [IdentityResponse, { name: null, avatar: 'https://a.example/x.png' }, ['name', 'avatar']],
  [
    SwapQuotesResponse,
    { quotes: [{ fromAmount: '1', fromAccount: 'a', toAmount: '2', toAccount: 'b' }] },
    ['quotes'],
  ],
  [
    OnrampOptionsResponse,
    { paymentCurrencies: [], purchaseCurrencies: [] },
    ['paymentCurrencies', 'purchaseCurrencies'],
  ],
] as const

/** No required field of these bodies (arrays, numbers, strings or null) takes these. */
const wrongType = fc.oneof(fc.boolean(), fc.constant(undefined), fc.constant({}))

/** Each body kind: the valid one decodes to itself, a mistyped required field is refused. */
export function responseBodyRow(decode: DecodeBody): FuzzRow {
  const body = fc.tuple(
    fc.constantFrom(...bodies),
    fc.constantFrom('valid', 'mistyped', 'random', 'merged'),
    fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
    fc.nat(),
    wrongType,
  )
  return {
    properties: [
      {
        property: fc.property(body, ([[schema, valid, required], kind, random, at, wrong]) => {
          const input =
            kind === 'valid'
              ? structuredClone(valid)
              : kind === 'mistyped'
                ? { ...valid, [required[at % required.length] ?? '']: wrong }
                : kind === 'merged'
                  ? { ...valid, ...(random as object) }
                  : random
          let result: Result.Result<unknown, unknown> | undefined
          expect(() => {
            result = decode(schema as Schema.Codec<unknown>, input)
          }).not.toThrow()
          if (!result || !Result.isResult(result)) throw new Error('not a Result')
          if (Result.isFailure(result)) expectTypedError(result.failure)
          if (kind === 'valid') expect(result).toEqual(Result.succeed(valid))
          if (kind === 'mistyped') expect(Result.isFailure(result)).toBe(true)
        }),
      },
    ],
  }
}
