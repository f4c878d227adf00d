// spec §9 caches (balance 30 s, names and identity 5 min): values kept per key while fresh on
// effect's Clock, so tests move time with TestClock. Only successes are kept.
import { Clock, Effect } from 'effect'
import { type CachedEntry, freshValue } from '../../domain/cacheFreshness'

export interface TtlCache<A> {
  /** The fresh value for `key`, else runs `load` and keeps its success. */
  readonly through: <E>(key: string, load: Effect.Effect<A, E>) => Effect.Effect<A, E>
  readonly invalidate: (key: string) => void
}

export function makeTtlCache<A>(ttlMs: number): TtlCache<A> {
  const entries = new Map<string, CachedEntry<A>>()
  return {
    through: (key, load) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const fresh = freshValue(entries.get(key), now, ttlMs)
        if (fresh !== undefined) return fresh
        const value = yield* load
        entries.set(key, { value, fetchedAt: yield* Clock.currentTimeMillis })
        return value
      }),
    invalidate: (key) => {
      entries.delete(key)
    },
  }
}
