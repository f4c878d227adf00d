import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeImageUrl } from './safeImageUrl'

describe('safeImageUrl (issue 18: icons only as data or https images)', () => {
  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'https://cdn.example/wallet.png',
    'http://127.0.0.1:8561/images/wallet.svg',
    'http://localhost:5173/icon.png',
  ])('keeps %s', (url) => {
    expect(safeImageUrl(url)).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png',
    'http://evil.example/track.png',
    'http://127.0.0.1.evil.example/x.png',
    'file:///etc/passwd',
    'blob:https://a.example/1',
    '//evil.example/x.png',
    'wallet.png',
    '',
  ])('refuses %s', (url) => {
    expect(safeImageUrl(url)).toBeUndefined()
  })

  it('refuses non-strings and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = safeImageUrl(value)
        if (result !== undefined) {
          expect(result.startsWith('data:image/') || /^https?:\/\//.test(result)).toBe(true)
        }
      }),
      { numRuns: 2_000 },
    )
  })
})
