'use client'
// Several selectors of one flow read as one record (issue 26): the hooks that return a flow's
// fields name each selector once instead of writing `useFlowSelector(id, select…)` a line each.
// One subscription; the record re-renders its component only when a field that component read
// changed (issue 27, trackedFields.ts): a view reading `isOpen` does not re-render when the
// flow's `isLoading` does. Pass a record declared at module level, so the combined selector stays
// the same between renders; `members` (the hook's stable callbacks) join the record as they are.
import type { FlowId, FlowSnapshot } from '@airlock/core/internal'
import { useCallback, useSyncExternalStore } from 'react'
import { trackedRecord, useFieldsSnapshot, useReadFields } from './trackedFields'
import { snapshotOf } from './useFlow'
import { useRunningFlow } from './widgetContext'

type Selectors<Id extends FlowId> = Readonly<
  Record<string, (snapshot: FlowSnapshot<Id>) => unknown>
>

export type Selected<S> = {
  readonly [K in keyof S]: S[K] extends (snapshot: never) => infer T ? T : never
}

export function useFlowSelectors<
  Id extends FlowId,
  S extends Selectors<Id>,
  Members extends object = Record<never, never>,
>(id: Id, selectors: S, members?: Members): Selected<S> & Members {
  const widget = useRunningFlow(id)
  const read = useReadFields<Selected<S>>()
  const subscribe = useCallback(
    (onChange: () => void) => widget.watchFlow(id, onChange),
    [widget, id],
  )
  const selectAll = useCallback(
    (snapshot: FlowSnapshot<Id>) => {
      const selected: Record<string, unknown> = {}
      for (const [key, select] of Object.entries(selectors)) selected[key] = select(snapshot)
      return selected as Selected<S>
    },
    [selectors],
  )
  const current = useFieldsSnapshot<FlowSnapshot<Id>, Selected<S>>(
    () => snapshotOf(widget.flowSnapshot(id)),
    selectAll,
    read,
  )
  const initial = useFieldsSnapshot<FlowSnapshot<Id>, Selected<S>>(
    () => widget.initialSnapshotOf(id),
    selectAll,
    read,
  )
  const box = useSyncExternalStore(subscribe, current, initial)
  const fields: readonly (keyof S)[] = Object.keys(selectors)
  return trackedRecord<Selected<S>, Members>(box, fields, read, members ?? ({} as Members))
}
