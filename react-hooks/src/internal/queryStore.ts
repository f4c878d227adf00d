// spec §4 query states for data hooks: pending (no data yet), success, error, fetching (a
// request in flight, with or without data) and paused (a request waiting for the page to be
// online and visible again: nothing is asked of a service while offline or in a hidden tab).
// One store per widget, one entry per key, so every component reading the same data shares one request and one state, and a change
// reaches only the components that read that key.
import type { Widget } from '@airlock/core'
import { QUERY_CACHE_GC_MS } from '@airlock/core/internal'
import { equalData } from './equalData'

export type QueryStatus = 'pending' | 'success' | 'error'

export interface QueryState<Data> {
  readonly status: QueryStatus
  readonly isFetching: boolean
  /** spec §4 paused: a fetch waits for the page to be online and visible again. */
  readonly isPaused: boolean
  readonly data?: Data
  readonly error?: unknown
  /** When its last fetch failed (ms since the epoch); gone once one succeeds. The send state's
   * `lastRetry` (spec §3) for balances, whose retry the API blocks for 30 s after it (spec §8). */
  readonly failedAt?: number
}

interface Entry {
  state: QueryState<unknown>
  readonly listeners: Set<() => void>
  /** When its last reader left (spec §9 query cache GC: dropped 5 min later); undefined while read. */
  unreadSince?: number
  run?: Promise<void>
  /** Its data may be old: the next reader (or the one reading now) asks again, fresh. */
  stale: boolean
}

const idle: QueryState<never> = { status: 'pending', isFetching: false, isPaused: false }
const stores = new WeakMap<Widget, Map<string, Entry>>()

function entryOf(widget: Widget, key: string): Entry {
  let store = stores.get(widget)
  if (!store) {
    const created = new Map<string, Entry>()
    store = created
    stores.set(widget, created)
    // spec §4: a confirmed send refreshes balances: every account read is stale now, whether a
    // component shows it at this moment or mounts later (the Account view comes back after Send).
    // The host's `widget.refreshAccount()` asks for the same.
    const markStale = () => {
      for (const each of created.values()) {
        each.stale = true
        for (const listener of each.listeners) listener()
      }
    }
    widget.on('SEND_SUCCESS', markStale)
    widget.on('ACCOUNT_REFRESH', markStale)
    // A registered name (spec §7) is the account's new identity.
    widget.on('REGISTER_ACCOUNT_NAME_SUCCESS', markStale)
  }
  let entry = store.get(key)
  if (entry && unreadTooLong(entry)) entry = undefined
  if (!entry) {
    entry = { state: idle, listeners: new Set(), stale: false }
    store.set(key, entry)
  }
  return entry
}

/** spec §9 "Query cache GC 5 min": nobody has read the entry for 5 min, and it is not running. */
const unreadTooLong = (entry: Entry, now = Date.now) =>
  entry.unreadSince !== undefined && !entry.run && now() - entry.unreadSince >= QUERY_CACHE_GC_MS

/** Drops the store's entries unread too long (their data, their state): when a reader arrives,
 * not on every read, and with no timer left running for them. */
function collect(widget: Widget) {
  const store = stores.get(widget)
  if (!store) return
  const now = Date.now()
  for (const [key, entry] of store) if (unreadTooLong(entry, () => now)) store.delete(key)
}

function update(entry: Entry, state: QueryState<unknown>) {
  entry.state = state
  for (const listener of entry.listeners) listener()
}

type PageTargets = {
  readonly window?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  readonly document?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    readonly visibilityState?: string
  }
  readonly navigator?: { readonly onLine?: boolean }
}
const page = () => globalThis as PageTargets

/** The page can ask its services now: online, and its tab visible (on a server: always). */
const pageActive = () =>
  page().navigator?.onLine !== false && page().document?.visibilityState !== 'hidden'

/** Resolves once the page is online and visible again. */
function pageActiveAgain(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!pageActive()) return
      page().window?.removeEventListener('online', check)
      page().document?.removeEventListener('visibilitychange', check)
      resolve()
    }
    page().window?.addEventListener('online', check)
    page().document?.addEventListener('visibilitychange', check)
  })
}

export const queryStore = {
  read: <Data>(widget: Widget, key: string) => entryOf(widget, key).state as QueryState<Data>,
  isStale: (widget: Widget, key: string) => entryOf(widget, key).stale,
  subscribe: (widget: Widget, key: string, listener: () => void) => {
    collect(widget)
    const entry = entryOf(widget, key)
    entry.listeners.add(listener)
    entry.unreadSince = undefined
    return () => {
      entry.listeners.delete(listener)
      if (entry.listeners.size === 0) entry.unreadSince = Date.now()
    }
  },
  /** Runs `fetcher` unless a run for the key is already in flight. */
  fetch: <Data>(widget: Widget, key: string, fetcher: () => Promise<Data>): Promise<void> => {
    const entry = entryOf(widget, key)
    if (entry.run) return entry.run
    entry.stale = false
    const start = () => {
      update(entry, { ...entry.state, isPaused: false, isFetching: true })
      return fetcher()
    }
    // spec §4 paused: offline or hidden, the request waits (and says so) until the page is back.
    let started: Promise<Data>
    if (pageActive()) started = start()
    else {
      update(entry, { ...entry.state, isPaused: true })
      started = pageActiveAgain().then(start)
    }
    entry.run = started.then(
      // Data equal to what the entry holds keeps its reference: a refresh that finds the same
      // balances changes nothing its readers show (issue 27).
      (data) =>
        update(entry, {
          status: 'success',
          isFetching: false,
          isPaused: false,
          data: equalData(entry.state.data, data) ? entry.state.data : data,
        }),
      (error: unknown) =>
        update(entry, {
          ...entry.state,
          status: 'error',
          isFetching: false,
          error,
          failedAt: Date.now(),
        }),
    )
    entry.run = entry.run.finally(() => {
      entry.run = undefined
    })
    return entry.run
  },
}
