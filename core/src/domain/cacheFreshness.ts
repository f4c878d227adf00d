// spec §5: "Cached balance used only while fresh"; spec §9 sets the lifetimes (balance 30 s,
// names and identity 5 min).

export interface CachedEntry<A> {
  readonly value: A
  /** When the value was fetched, in milliseconds since the epoch. */
  readonly fetchedAt: number
}

/** Whether an entry fetched at `fetchedAt` may still be used at `now`. */
export function isFresh(fetchedAt: number, now: number, ttlMs: number): boolean {
  const age = now - fetchedAt
  // A fetch time in the future means a clock change: do not trust the entry.
  return age >= 0 && age < ttlMs
}

/** The cached value while fresh, else undefined. */
export function freshValue<A>(
  entry: CachedEntry<A> | undefined,
  now: number,
  ttlMs: number,
): A | undefined {
  return entry && isFresh(entry.fetchedAt, now, ttlMs) ? entry.value : undefined
}
