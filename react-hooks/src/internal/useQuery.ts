'use client'
// A data hook's state from the widget's query store; fetches when the key first appears. The
// state's fields are tracked (issue 27, trackedFields.ts): a view showing `data` does not
// re-render when a refetch only turns `isFetching` on and off.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { type QueryState, queryStore } from './queryStore'
import { trackedRecord, useFieldsSnapshot, useReadFields } from './trackedFields'
import { useWidget } from './widgetContext'

const queryFields = ['status', 'isFetching', 'isPaused', 'data', 'error'] as const

const disabled: QueryState<never> = { status: 'pending', isFetching: false, isPaused: false }
const keepState = <Data>(state: QueryState<Data>) => state

/** `fetcher(true)` is a refetch: the caller wants fresh data, not a cached copy. */
export function useQuery<Data>(
  key: string | undefined,
  fetcher: (fresh: boolean) => Promise<Data>,
) {
  const widget = useWidget()
  const subscribe = useCallback(
    (listener: () => void) => (key ? queryStore.subscribe(widget, key, listener) : () => {}),
    [widget, key],
  )
  const readFields = useReadFields<QueryState<Data>>()
  const snapshot = useFieldsSnapshot(
    () => (key ? queryStore.read<Data>(widget, key) : disabled),
    keepState,
    readFields,
  )
  const box = useSyncExternalStore(subscribe, snapshot, snapshot)
  // The key names the data: a new fetcher for the same key is the same request.
  const latest = useRef(fetcher)
  latest.current = fetcher
  useEffect(() => {
    if (!key) return
    if (queryStore.read(widget, key).status === 'pending') {
      void queryStore.fetch(widget, key, () => latest.current(false))
    }
    // Stale data (after a confirmed send) is asked for again, fresh, now and whenever it goes stale.
    const refreshIfStale = () => {
      if (queryStore.isStale(widget, key))
        void queryStore.fetch(widget, key, () => latest.current(true))
    }
    refreshIfStale()
    const unsubscribe = queryStore.subscribe(widget, key, refreshIfStale)
    return () => {
      unsubscribe()
    }
  }, [widget, key])
  const refetch = useCallback(
    () => (key ? queryStore.fetch(widget, key, () => latest.current(true)) : Promise.resolve()),
    [widget, key],
  )
  return trackedRecord(box, queryFields, readFields, { refetch })
}
