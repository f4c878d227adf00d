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
    // The URL parser reads these as example.com with a path: not origins either.
    ['https://example.com\\path', 'a path after a backslash'],
    ['https:example.com/path', 'no slashes after the scheme'],
    ['https:/example.com/path', 'one slash after the scheme'],
    ['https:example.com', 'no slashes after the scheme, no path'],
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

  it.each([
    ['https://shop.example:443', 'https://shop.example'],
    ['http://shop.example:80', 'http://shop.example'],
    ['wss://shop.example:443', 'wss://shop.example'],
    ['ws://shop.example:80', 'ws://shop.example'],
  ])("pattern %j names the scheme's default port, so it allows %s", (pattern, origin) => {
    expect(isOriginAllowed(origin, [pattern])).toBe(true)
    expect(isOriginAllowed(`${origin}:8080`, [pattern])).toBe(false)
  })

  it('refuses a URL that has no origin of its own, even when a pattern names it', () => {
    // The URL standard gives a scheme other than http(s), ws(s), ftp and file an opaque origin
    // ("null"): a frame or window at such a URL posts with origin "null", never this string.
    expect(isOriginAllowed('web+wallet://example.com', ['web+wallet://example.com'])).toBe(false)
    expect(isOriginAllowed('file://example.com', ['file://example.com'])).toBe(false)
  })

  it('reads a pattern without the spaces around it (as a config file may give it)', () => {
    expect(isOriginAllowed('https://example.com', ['  https://example.com\n'])).toBe(true)
    expect(isOriginAllowed('https://a.example.org', [' https://*.example.org '])).toBe(true)
  })

  it.each(['*https://example.com', 'my https://example.com', '.https://example.com'])(
    'pattern %j, with more before its scheme, allows nothing',
    (pattern) => {
      expect(isOriginAllowed('https://example.com', [pattern])).toBe(false)
    },
  )

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
