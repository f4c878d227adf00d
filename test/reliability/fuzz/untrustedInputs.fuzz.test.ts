// Issue 18, bad input: what other parties hand the widget — EIP-6963 announcements from any
// script in the page, the wallet directory's and Blockchain API's JSON (untrustedInputRows.ts),
// deep links, path segments, a host's transaction — is taken as itself when well-formed, else
// dropped or refused with a typed error, never a throw.
import { Effect, Exit, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { watchInjected } from '../../../adapters/src/evm/discovery'
import { adapterOverProvider, HOST_WALLET_ID } from '../../../adapters/src/evm/evmTestHarness'
import { walletPairingLinks } from '../../../core/src/domain/wallets/deepLinks'
import { apiPath } from '../../../core/src/services/blockchainApi/apiPath'
import { FUZZ_TIMEOUT_MS } from '../reliabilityRecord'
import { expectFuzzRow } from './fuzzRow'
import { expectTypedError } from './typedFailure'
import { announcementRow, responseBodyRow } from './untrustedInputRows'

describe('untrusted inputs under fuzzing', () => {
  it('EIP-6963: a well-formed announcement is listed as itself, any other is sound or ignored', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: 'EIP-6963 announcements (well-formed, any detail, any info fields)',
        expected: 'well-formed: listed as itself; others sound or ignored; no throw',
      },
      announcementRow(watchInjected),
    )
  })

  it('directory and API JSON: valid bodies decode to themselves, others to a typed error', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: 'directory and API JSON bodies (7 kinds: valid, mistyped, random, mutated)',
        expected: 'valid: itself; mistyped required field: typed SchemaError; no throw',
      },
      responseBodyRow((schema, body) => Schema.decodeUnknownResult(schema)(body)),
    )
  })

  it('directory deep links: no control character or space hides a script scheme', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
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
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: 'directory deep links with C0/C1 controls and spaces around and inside the scheme',
        expected: 'no link the browser reads as javascript:, data: or vbscript:',
      },
      {
        properties: [
          {
            property: fc.property(
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
                  const protocol =
                    href === undefined ? 'none:' : (URL.parse(href)?.protocol ?? 'none:')
                  expect(protocol).not.toMatch(/^(javascript|data|vbscript):$/)
                }
              },
            ),
          },
        ],
      },
    )
  })

  it('API paths: an outside value stays in its one segment', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    const id = fc.oneof(
      fc.string(),
      fc.constantFrom('.', '..', '../..', '%2e%2e', '?a=b', '#x', '..%2F', '/'),
      fc
        .array(fc.constantFrom('.', '/', '?', '#', '%', '2', 'e', 'F', 'a'), { maxLength: 8 })
        .map((chars) => chars.join('')),
    )
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: "a wallet's session id in the API's path (any string, with / ? # . %)",
        expected: 'the request stays on /v1/sessions/{one segment}/revoke, no query or fragment',
      },
      {
        properties: [
          {
            property: fc.property(id, (value) => {
              const url = new URL(apiPath`/v1/sessions/${value}/revoke`, 'https://api.example/')
              const segments = url.pathname.split('/')
              expect(segments.length).toBe(5)
              expect([segments[1], segments[2], segments[4]]).toEqual(['v1', 'sessions', 'revoke'])
              expect(url.search + url.hash).toBe('')
            }),
          },
        ],
      },
    )
  })

  it("a host's transaction: any fee fields fail typed or reach the wallet", {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    const adapter = adapterOverProvider(async () => '0xhash')
    const field = fc.oneof(fc.anything(), fc.string(), fc.bigInt().map(String), fc.integer())
    const fees = fc.record(
      { gasPrice: field, maxFeePerGas: field, maxPriorityFeePerGas: field },
      { requiredKeys: [] },
    )
    await expectFuzzRow(
      context,
      {
        area: 'bad input',
        tried: "a host's eth_sendTransaction with any fee fields (issue 28)",
        expected:
          "the wallet's answer or a typed error (-32602 for a fee that is no quantity); no throw",
      },
      {
        properties: [
          {
            property: fc.asyncProperty(fc.oneof(fees, fc.anything()), async (transaction) => {
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
          },
        ],
      },
    )
  })
})
