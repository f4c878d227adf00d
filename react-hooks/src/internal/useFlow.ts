'use client'
// Reads one flow of the widget through a narrow selector (STYLE.md rule 8): a component
// re-renders only when what its selector returns changes. Like @xstate/react's useSelector,
// plus a server snapshot (decision 0026): server rendering and hydration read the flow as every
// new widget starts it, so the browser's first render matches the server's HTML even when its
// widget found a stored session or a wallet; React renders the browser's state right after.
// Typed by the flow's id (issue 26): the selector gets that machine's snapshot, and useFlowSend
// takes that machine's events.
import type { FlowEvent, FlowId, FlowSnapshot } from '@airlock/core/internal'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useRunningFlow, useWidget } from './widgetContext'

export function useFlowSelector<Id extends FlowId, T>(
  id: Id,
  selector: (snapshot: FlowSnapshot<Id>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const widget = useRunningFlow(id)
  const subscribe = useCallback(
    (onChange: () => void) => widget.watchFlow(id, onChange),
    [widget, id],
  )
  const current = useSelection(() => snapshotOf(widget.flowSnapshot(id)), selector, compare)
  const initial = useSelection(() => widget.initialSnapshotOf(id), selector, compare)
  return useSyncExternalStore(subscribe, current, initial)
}

/** A flow that failed throws its error to the nearest error boundary, as @xstate/react does. */
export function snapshotOf<Snapshot extends { readonly status: string; readonly error?: unknown }>(
  snapshot: Snapshot,
): Snapshot {
  if (snapshot.status === 'error') throw snapshot.error
  return snapshot
}

/** A `getSnapshot` for useSyncExternalStore: the selection is made again only for a new
 * snapshot or selector, and the previous one is kept while `compare` finds them equal. */
function useSelection<Snapshot, T>(
  read: () => Snapshot,
  selector: (snapshot: Snapshot) => T,
  compare: (a: T, b: T) => boolean,
): () => T {
  const last = useRef<{ snapshot: Snapshot; selector: typeof selector; selection: T }>(undefined)
  return () => {
    const snapshot = read()
    const previous = last.current
    if (previous && previous.snapshot === snapshot && previous.selector === selector) {
      return previous.selection
    }
    const next = selector(snapshot)
    const selection = previous && compare(previous.selection, next) ? previous.selection : next
    last.current = { snapshot, selector, selection }
    return selection
  }
}

/** Shallow equality of arrays and plain objects, for selectors that build a new value. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** A stable function that sends an event to one flow of the widget. */
export function useFlowSend<Id extends FlowId>(id: Id) {
  const widget = useWidget()
  return useCallback((event: FlowEvent<Id>) => widget.sendToFlow(id, event), [widget, id])
}
