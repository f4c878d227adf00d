import { describe, expect, it } from 'vitest'
import { BALANCE_CACHE_TTL_MS } from '../constants'
import { freshValue, isFresh } from './cacheFreshness'

describe('cache freshness (spec §5: cached balance used only while fresh)', () => {
  it.each([
    [0, 0, true],
    [0, BALANCE_CACHE_TTL_MS - 1, true],
    [0, BALANCE_CACHE_TTL_MS, false],
    [0, BALANCE_CACHE_TTL_MS + 1, false],
    [1000, 999, false],
  ])('fetched at %i, now %i → fresh: %s', (fetchedAt, now, fresh) => {
    expect(isFresh(fetchedAt, now, BALANCE_CACHE_TTL_MS)).toBe(fresh)
  })

  it('gives the value only while fresh', () => {
    const entry = { value: '1.5', fetchedAt: 10_000 }
    expect(freshValue(entry, 10_000 + BALANCE_CACHE_TTL_MS - 1, BALANCE_CACHE_TTL_MS)).toBe('1.5')
    expect(freshValue(entry, 10_000 + BALANCE_CACHE_TTL_MS, BALANCE_CACHE_TTL_MS)).toBeUndefined()
    expect(freshValue(undefined, 0, BALANCE_CACHE_TTL_MS)).toBeUndefined()
  })
})
