// The React hooks' one way into the flows, typed by system id (`widget` for the root): a
// flow's snapshot now, a watch on its changes, an event sent to it; and the snapshot every new
// widget starts with, for server rendering (decision 0026). Through the root's system, read as
// the typed FlowSystem (flows.ts's flowIn, where the ids and the types of FlowsById meet).
// Issue 27: some flows start on first use (flowsOnFirstUse.ts); a watch or an event waits for them.
import { type Actor, createActor, type Subscribable } from 'xstate'
import {
  existingFlow,
  type FlowEvent,
  type FlowId,
  type FlowSnapshot,
  flowIn,
} from '../../flows/flows'
import { widgetSystemIds } from '../../flows/systemIds'
import type { ResolvedConfig } from '../config'
import type { FlowsOnFirstUse } from '../flowsOnFirstUse'
import { createWidgetMachine, type WidgetMachine } from '../widget.machine'

/** The pack a flow starts with on first use; none for the flows the root starts. */
export type PackOf = (id: FlowId) => FlowsOnFirstUse<unknown> | undefined

/** Undefined when the flow runs; else the start of its pack (it suspends a hook). */
export function flowStarting(packOf: PackOf, id: FlowId): Promise<unknown> | undefined {
  return packOf(id)?.starting()
}

/** Runs `use` now when the flow runs, else once its pack has started. */
function whenRunning(packOf: PackOf, id: FlowId, use: () => void): void {
  const pack = packOf(id)
  if (pack && !pack.running()) {
    pack.start().then(use, () => undefined)
  } else {
    use()
  }
}

/** tsc cannot relate a generic id's flow to that flow's snapshot type (a correlated union);
 * the id names both, so the snapshot is the id's. */
export const flowSnapshot = <Id extends FlowId>(root: Actor<WidgetMachine>, id: Id) =>
  flowOf(root, id).getSnapshot() as FlowSnapshot<Id>

const flowOf = <Id extends FlowId>(root: Actor<WidgetMachine>, id: Id) => flowIn(root.system, id)

export function watchFlow(
  root: Actor<WidgetMachine>,
  packOf: PackOf,
  id: FlowId,
  onChange: () => void,
): () => void {
  let unsubscribe: (() => void) | undefined
  let stopped = false
  whenRunning(packOf, id, () => {
    if (stopped) return
    const flow: Subscribable<unknown> = flowOf(root, id)
    const subscription = flow.subscribe({ next: onChange, error: onChange })
    unsubscribe = () => subscription.unsubscribe()
  })
  return () => {
    stopped = true
    unsubscribe?.()
  }
}

export function sendToFlow<Id extends FlowId>(
  root: Actor<WidgetMachine>,
  packOf: PackOf,
  id: Id,
  event: FlowEvent<Id>,
): void {
  whenRunning(packOf, id, () => {
    const flow: { send(event: FlowEvent<Id>): void } = flowOf(root, id)
    flow.send(event)
  })
}

/** A flow's snapshot as every new widget starts it, before storage and the page's wallets are
 * read: made on first use (hydration only) from the configuration alone and never started, so
 * its flows run nothing and their snapshots are the same on the server and in the browser. */
export function initialSnapshots(settings: ResolvedConfig, packOf: PackOf) {
  let initial: Actor<WidgetMachine> | undefined
  return <Id extends FlowId>(id: Id): FlowSnapshot<Id> => {
    const pack = packOf(id)
    if (pack) {
      // Read once the hook that asks has waited for the flow's pack (its code is there).
      const snapshot = pack.initialSnapshot(id) as FlowSnapshot<Id> | undefined
      return existingFlow(snapshot, id)
    }
    initial ??= createActor(createWidgetMachine(settings), { systemId: widgetSystemIds.widget })
    return flowSnapshot(initial, id)
  }
}
