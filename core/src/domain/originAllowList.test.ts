import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './originAllowList'

const allowList = [
  'https://example.com',
  'https://*.example.org',
  'http://localhost:*',
  'https://app.test:8443',
]

describe('isOriginAllowed (spec §5: allow-list with wildcards)', () => {
  it.each([
    'https://example.com',
    'https://EXAMPLE.com',
    'https://example.com:443',
    'https://a.example.org',
    'https://a.b.example.org',
    'http://localhost:5173',
    'http://localhost',
    'https://app.test:8443',
  ])('allows %s', (origin) => {
    expect(isOriginAllowed(origin, allowList)).toBe(true)
  })

  it.each([
    ['https://example.com.evil.io', 'suffix look-alike'],
    ['https://evil-example.com', 'prefix look-alike'],
    ['https://evilexample.com', 'glued look-alike'],
    ['https://sub.example.com', 'no wildcard for example.com'],
    ['http://example.com', 'other scheme'],
    ['wss://example.com', 'other scheme'],
    ['https://example.com:8443', 'other port'],
    ['https://example.org', 'the wildcard needs a label'],
    ['https://a.example.org.evil.io', 'wildcard suffix look-alike'],
    ['https://aexample.org', 'wildcard glued look-alike'],
    ['https://localhost:5173', 'other scheme on localhost'],
    ['https://app.test', 'default port instead of 8443'],
    ['https://example.com/path', 'not an origin'],
    ['https://user@example.com', 'credentials'],
    ['null', 'opaque origin'],
    ['', 'empty'],
  ])('refuses %s (%s)', (origin) => {
    expect(isOriginAllowed(origin, allowList)).toBe(false)
  })

  it('an empty allow-list allows nothing', () => {
    expect(isOriginAllowed('https://example.com', [])).toBe(false)
  })

  // A pattern it does not understand never matches, not even the origin it seems to name.
  it.each([
    ['*', 'https://example.com'],
    ['https://*', 'https://example.com'],
    ['example.com', 'https://example.com'],
    ['https://ex*ample.com', 'https://example.com'],
    ['https://example.com/path', 'https://example.com'],
  ])('pattern %j allows nothing (not %s)', (pattern, origin) => {
    expect(isOriginAllowed(origin, [pattern])).toBe(false)
  })

  it('property: arbitrary origins and patterns never throw; an entry allows only its own scheme', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (origin, patterns) => {
        if (!isOriginAllowed(origin, patterns)) return
        const scheme = new URL(origin).protocol
        expect(patterns.some((entry) => entry.trim().toLowerCase().startsWith(scheme))).toBe(true)
      }),
    )
  })
})
