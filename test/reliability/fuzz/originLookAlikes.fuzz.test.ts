// Issue 18, hostile pages: the origin allow-list (spec §5, checked for the frame's messages and
// the project's allowed origins) refuses look-alikes of an allowed origin — a label glued on,
// a suffix domain, another scheme or port, credentials, a path, homoglyphs — across 10,000
// generated ones, while the allowed origins themselves pass.
import { isOriginAllowed } from '@airlock/core/internal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, recordReliability } from '../reliabilityRecord'

const allowList = ['https://app.example.com', 'https://*.shop.example', 'http://localhost:5173']

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
const lookAlike = fc.oneof(
  label.map((l) => `https://app.example.com.${l}.io`),
  label.map((l) => `https://${l}app.example.com`),
  label.map((l) => `https://${l}-app.example.com`),
  label.map((l) => `https://app-${l}.example.com`),
  label.map((l) => `https://${l}.app.example.com`),
  fc.constantFrom(
    'http://app.example.com',
    'wss://app.example.com',
    'https://app.example.com:8443',
  ),
  label.map((l) => `https://${l}@app.example.com`),
  label.map((l) => `https://app.example.com/${l}`),
  fc.constantFrom(
    'https://аpp.example.com',
    'https://app.exаmple.com',
    'https://xn--pp-8cd.example.com',
  ),
  label.map((l) => `https://${l}shop.example`),
  label.map((l) => `https://${l}.shop.example.${l}`),
  fc.constantFrom('https://shop.example', 'http://a.shop.example'),
  fc
    .integer({ min: 1, max: 65_535 })
    .filter((port) => port !== 5173)
    .map((port) => `http://localhost:${port}`),
  label.map((l) => `http://localhost.${l}:5173`),
)

describe('origin allow-list against look-alikes', () => {
  it('refuses every generated look-alike and allows the listed origins', {
    timeout: FUZZ_TIMEOUT_MS,
  }, (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'origin look-alikes (suffix, glued, scheme, port, credentials, homoglyphs)',
      cases: FUZZ_RUNS,
      expected: 'refused; the listed origins allowed',
    })
    fc.assert(
      fc.property(lookAlike, (origin) => {
        expect(isOriginAllowed(origin, allowList)).toBe(false)
      }),
      { numRuns: FUZZ_RUNS },
    )
    for (const origin of [
      'https://app.example.com',
      'https://a.shop.example',
      'http://localhost:5173',
    ]) {
      expect(isOriginAllowed(origin, allowList)).toBe(true)
    }
  })
})
