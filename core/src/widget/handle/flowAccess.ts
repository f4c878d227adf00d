// The React hooks' one way into the flows, typed by system id (`widget` for the root): a
// flow's snapshot now, a watch on its changes, an event sent to it; and the snapshot every new
// widget starts with, for server rendering (decision 0026). Through the root's system, whose
// `get` is untyped (xstate's system of any actors): the ids and the types of FlowsById meet here.
import { type Actor, createActor, type Subscribable } from 'xstate'
import { existingFlow, type FlowEvent, type FlowId, type FlowSnapshot } from '../../flows/flows'
import { widgetSystemIds } from '../../flows/systemIds'
import type { ResolvedConfig } from '../config'
import { createWidgetMachine, type WidgetMachine } from '../widget.machine'

export function flowSnapshot<Id extends FlowId>(
  root: Actor<WidgetMachine>,
  id: Id,
): FlowSnapshot<Id> {
  const snapshot: FlowSnapshot<Id> = existingFlow(root.system.get(id), id).getSnapshot()
  return snapshot
}

export function watchFlow(
  root: Actor<WidgetMachine>,
  id: FlowId,
  onChange: () => void,
): () => void {
  const flow: Subscribable<unknown> = existingFlow(root.system.get(id), id)
  const subscription = flow.subscribe({ next: onChange, error: onChange })
  return () => subscription.unsubscribe()
}

export function sendToFlow<Id extends FlowId>(
  root: Actor<WidgetMachine>,
  id: Id,
  event: FlowEvent<Id>,
): void {
  const flow: { send(event: FlowEvent<Id>): void } = existingFlow(root.system.get(id), id)
  flow.send(event)
}

/** A flow's snapshot as every new widget starts it, before storage and the page's wallets are
 * read: made on first use (hydration only) from the configuration alone and never started, so
 * its flows run nothing and their snapshots are the same on the server and in the browser. */
export function initialSnapshots(settings: ResolvedConfig) {
  let initial: Actor<WidgetMachine> | undefined
  return <Id extends FlowId>(id: Id): FlowSnapshot<Id> => {
    initial ??= createActor(createWidgetMachine(settings), { systemId: widgetSystemIds.widget })
    const snapshot: FlowSnapshot<Id> = existingFlow(initial.system.get(id), id).getSnapshot()
    return snapshot
  }
}
