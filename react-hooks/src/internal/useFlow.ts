'use client'
// Reads one flow of the widget through a narrow selector (STYLE.md rule 8): a component
// re-renders only when what its selector returns changes.
import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { AnyActorRef } from 'xstate'
import { useWidget } from './widgetContext'

type SnapshotOf = ReturnType<AnyActorRef['getSnapshot']>

export function useFlowSelector<T>(
  systemId: string,
  selector: (snapshot: SnapshotOf) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  const widget = useWidget()
  const actor = widget.actor.system.get(systemId) as AnyActorRef | undefined
  if (!actor) throw new Error(`The widget has no flow named ${systemId}`)
  return useSelector(actor, selector, compare)
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
export function useFlowSend(systemId: string) {
  const widget = useWidget()
  return useCallback(
    (event: { readonly type: string; readonly [key: string]: unknown }) =>
      widget.actor.system.get(systemId)?.send(event),
    [widget, systemId],
  )
}
