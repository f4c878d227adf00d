// Issue 18, hostile pages: the origin allow-list (spec §5, checked for the frame's messages and
// the project's allowed origins) refuses look-alikes of an allowed origin — a label glued on,
// a suffix domain, another scheme or port, credentials, a path, homoglyphs — across 10,000
// generated ones, while the allowed origins themselves pass (originRows.ts).
import { isOriginAllowed } from '@airlock/core/internal'
import { describe, it } from 'vitest'
import { FUZZ_TIMEOUT_MS } from '../reliabilityRecord'
import { expectFuzzRow } from './fuzzRow'
import { originRow } from './originRows'

describe('origin allow-list against look-alikes', () => {
  it('refuses every generated look-alike and allows the listed origins', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async (context) => {
    await expectFuzzRow(
      context,
      {
        area: 'hostile page',
        tried: 'origin look-alikes (suffix, glued, scheme, port, credentials, homoglyphs)',
        expected: 'refused; the listed origins allowed',
      },
      originRow(isOriginAllowed),
    )
  })
})
