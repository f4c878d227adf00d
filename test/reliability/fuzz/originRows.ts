// Issue 18 and 32, hostile pages: the origin allow-list (spec §5, checked for the frame's
// messages and the project's allowed origins). The check is a parameter (fuzzRow.ts): the row
// holds when it refuses every generated look-alike of an allowed origin — a label glued on, a
// suffix domain, another scheme or port, credentials, a path, homoglyphs — and allows the
// listed origins themselves.
import fc from 'fast-check'
import { expect } from 'vitest'
import type { FuzzRow } from './fuzzRow'

type IsOriginAllowed = (origin: string, allowList: readonly string[]) => boolean

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

export function originRow(isAllowed: IsOriginAllowed): FuzzRow {
  return {
    properties: [
      {
        property: fc.property(lookAlike, (origin) => {
          expect(isAllowed(origin, allowList)).toBe(false)
        }),
      },
    ],
    afterwards: () => {
      for (const origin of [
        'https://app.example.com',
        'https://a.shop.example',
        'http://localhost:5173',
      ]) {
        expect(isAllowed(origin, allowList)).toBe(true)
      }
    },
  }
}
