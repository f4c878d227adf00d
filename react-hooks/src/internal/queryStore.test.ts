// The query store on its own: one entry per key, shared runs, and spec §4's "Success resets
// form, refreshes balances": a confirmed send marks every entry stale and tells its readers.
import type { Widget } from '@airlock/core'
import { QUERY_CACHE_GC_MS } from '@airlock/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { queryStore } from './queryStore'

/** Just enough of a widget: its host events. */
function fakeWidget() {
  const listeners = new Map<string, ((event: { type: string }) => void)[]>()
  const widget = {
    on: (type: string, listener: (event: { type: string }) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener])
      return () => {}
    },
  } as unknown as Widget
  const emit = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener({ type })
  }
  return { widget, emit }
}

describe('queryStore', () => {
  it('shares one run per key and keeps its data', async () => {
    const { widget } = fakeWidget()
    let calls = 0
    const fetcher = async () => ++calls
    await Promise.all([
      queryStore.fetch(widget, 'balance:a', fetcher),
      queryStore.fetch(widget, 'balance:a', fetcher),
    ])
    expect(calls).toBe(1)
    expect(queryStore.read(widget, 'balance:a')).toMatchObject({ status: 'success', data: 1 })
  })

  it('a confirmed send makes every entry stale and notifies its readers; a new run clears it', async () => {
    const { widget, emit } = fakeWidget()
    await queryStore.fetch(widget, 'native:a', async () => '1.0')
    await queryStore.fetch(widget, 'nfts:a', async () => [])
    let notified = 0
    queryStore.subscribe(widget, 'native:a', () => notified++)
    expect(queryStore.isStale(widget, 'native:a')).toBe(false)
    emit('SEND_SUCCESS')
    expect(queryStore.isStale(widget, 'native:a')).toBe(true)
    expect(queryStore.isStale(widget, 'nfts:a')).toBe(true)
    expect(notified).toBe(1)
    await queryStore.fetch(widget, 'native:a', async () => '0.5')
    expect(queryStore.isStale(widget, 'native:a')).toBe(false)
    expect(queryStore.read(widget, 'native:a').data).toBe('0.5')
  })

  it('a run that finds data equal to what the entry holds keeps the old reference (issue 27)', async () => {
    const { widget } = fakeWidget()
    await queryStore.fetch(widget, 'balance:c', async () => [{ symbol: 'ETH', amount: '1' }])
    const first = queryStore.read(widget, 'balance:c').data
    await queryStore.fetch(widget, 'balance:c', async () => [{ symbol: 'ETH', amount: '1' }])
    expect(queryStore.read(widget, 'balance:c').data).toBe(first)
    await queryStore.fetch(widget, 'balance:c', async () => [{ symbol: 'ETH', amount: '2' }])
    expect(queryStore.read(widget, 'balance:c').data).toEqual([{ symbol: 'ETH', amount: '2' }])
  })

  it("the host's refreshAccount (ACCOUNT_REFRESH) makes entries stale the same way", async () => {
    const { widget, emit } = fakeWidget()
    await queryStore.fetch(widget, 'balance:b', async () => [])
    emit('ACCOUNT_REFRESH')
    expect(queryStore.isStale(widget, 'balance:b')).toBe(true)
  })

  it('spec §4 paused: offline, a fetch waits and says so; back online it runs', async () => {
    const { widget } = fakeWidget()
    const window = new EventTarget()
    const navigator = { onLine: false }
    vi.stubGlobal('window', window)
    vi.stubGlobal('navigator', navigator)
    try {
      let calls = 0
      const run = queryStore.fetch(widget, 'balance:paused', async () => ++calls)
      expect(queryStore.read(widget, 'balance:paused')).toMatchObject({
        status: 'pending',
        isPaused: true,
        isFetching: false,
      })
      await Promise.resolve()
      expect(calls).toBe(0)
      navigator.onLine = true
      window.dispatchEvent(new Event('online'))
      await run
      expect(calls).toBe(1)
      expect(queryStore.read(widget, 'balance:paused')).toMatchObject({
        status: 'success',
        isPaused: false,
        data: 1,
      })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('spec §4 paused: a hidden tab waits until it is visible again', async () => {
    const { widget } = fakeWidget()
    const document = Object.assign(new EventTarget(), { visibilityState: 'hidden' })
    vi.stubGlobal('document', document)
    try {
      let calls = 0
      const run = queryStore.fetch(widget, 'native:hidden', async () => ++calls)
      expect(queryStore.read(widget, 'native:hidden').isPaused).toBe(true)
      document.visibilityState = 'visible'
      document.dispatchEvent(new Event('visibilitychange'))
      await run
      expect(calls).toBe(1)
      expect(queryStore.read(widget, 'native:hidden').isPaused).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('spec §9 query cache GC: an entry nobody reads for 5 min is dropped; one still read stays', async () => {
    const { widget } = fakeWidget()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await queryStore.fetch(widget, 'balance:gone', async () => 'old')
      await queryStore.fetch(widget, 'balance:kept', async () => 'kept')
      const leave = queryStore.subscribe(widget, 'balance:gone', () => {})
      queryStore.subscribe(widget, 'balance:kept', () => {})
      leave()
      vi.setSystemTime(Date.now() + QUERY_CACHE_GC_MS - 1)
      expect(queryStore.read(widget, 'balance:gone')).toMatchObject({ data: 'old' })
      vi.setSystemTime(Date.now() + 1)
      expect(queryStore.read(widget, 'balance:gone')).toMatchObject({ status: 'pending' })
      expect(queryStore.read(widget, 'balance:gone').data).toBeUndefined()
      expect(queryStore.read(widget, 'balance:kept')).toMatchObject({ data: 'kept' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('spec §3 lastRetry: a failed fetch keeps when it failed, its data kept; a success clears it', async () => {
    const { widget } = fakeWidget()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const failed = async () => {
        throw new Error('500')
      }
      await queryStore.fetch(widget, 'balance:retry', async () => 'first')
      vi.setSystemTime(1_700_000_000_000)
      await queryStore.fetch(widget, 'balance:retry', failed)
      expect(queryStore.read(widget, 'balance:retry')).toMatchObject({
        status: 'error',
        data: 'first',
        failedAt: 1_700_000_000_000,
      })
      vi.setSystemTime(1_700_000_031_000)
      await queryStore.fetch(widget, 'balance:retry', failed)
      expect(queryStore.read(widget, 'balance:retry').failedAt).toBe(1_700_000_031_000)
      await queryStore.fetch(widget, 'balance:retry', async () => 'again')
      expect(queryStore.read(widget, 'balance:retry')).toMatchObject({ status: 'success' })
      expect(queryStore.read(widget, 'balance:retry').failedAt).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
