'use client'
// Several selectors of one flow read as one record (issue 26): the hooks that return a flow's
// fields name each selector once instead of writing `useFlowSelector(id, select…)` a line each.
// One subscription; the record re-renders its component only when a field changes (shallowEqual
// compares the fields with Object.is, as one useFlowSelector per field did). Pass a record
// declared at module level, so the combined selector stays the same between renders.
import type { FlowId, FlowSnapshot } from '@airlock/core/internal'
import { useCallback } from 'react'
import { shallowEqual, useFlowSelector } from './useFlow'

type Selectors<Id extends FlowId> = Readonly<
  Record<string, (snapshot: FlowSnapshot<Id>) => unknown>
>

export type Selected<S> = {
  readonly [K in keyof S]: S[K] extends (snapshot: never) => infer T ? T : never
}

export function useFlowSelectors<Id extends FlowId, S extends Selectors<Id>>(
  id: Id,
  selectors: S,
): Selected<S> {
  const selectAll = useCallback(
    (snapshot: FlowSnapshot<Id>) => {
      const selected: Record<string, unknown> = {}
      for (const [key, select] of Object.entries(selectors)) selected[key] = select(snapshot)
      return selected as Selected<S>
    },
    [selectors],
  )
  return useFlowSelector(id, selectAll, shallowEqual)
}
