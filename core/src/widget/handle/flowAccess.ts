// The React hooks' one way into the flows, typed by system id (`widget` for the root): a
// flow's snapshot now, a watch on its changes, an event sent to it; and the snapshot every new
// widget starts with, for server rendering (decision 0026). Through the root's system, whose
// `get` is untyped (xstate's system of any actors): the ids and the types of FlowsById meet here.
// Issue 27: the account's flows start on first use; a watch or an event waits for their start.
import { type Actor, createActor, type Subscribable } from 'xstate'
import { existingFlow, type FlowEvent, type FlowId, type FlowSnapshot } from '../../flows/flows'
import { isAccountFlowId, widgetSystemIds } from '../../flows/systemIds'
import type { AccountFlowsOnFirstUse } from '../accountFlowsOnFirstUse'
import type { ResolvedConfig } from '../config'
import { createWidgetMachine, type WidgetMachine } from '../widget.machine'

/** Undefined when the flow runs; else the start of the account's flows (it suspends a hook). */
export function flowStarting(
  accountFlows: AccountFlowsOnFirstUse,
  id: FlowId,
): Promise<unknown> | undefined {
  return isAccountFlowId(id) ? accountFlows.starting() : undefined
}

/** Runs `use` now when the flow runs, else once the account's flows have started. */
function whenRunning(accountFlows: AccountFlowsOnFirstUse, id: FlowId, use: () => void): void {
  if (isAccountFlowId(id) && !accountFlows.running()) {
    accountFlows.start().then(use, () => undefined)
  } else {
    use()
  }
}

export function flowSnapshot<Id extends FlowId>(
  root: Actor<WidgetMachine>,
  id: Id,
): FlowSnapshot<Id> {
  const snapshot: FlowSnapshot<Id> = existingFlow(root.system.get(id), id).getSnapshot()
  return snapshot
}

export function watchFlow(
  root: Actor<WidgetMachine>,
  accountFlows: AccountFlowsOnFirstUse,
  id: FlowId,
  onChange: () => void,
): () => void {
  let unsubscribe: (() => void) | undefined
  let stopped = false
  whenRunning(accountFlows, id, () => {
    if (stopped) return
    const flow: Subscribable<unknown> = existingFlow(root.system.get(id), id)
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
  accountFlows: AccountFlowsOnFirstUse,
  id: Id,
  event: FlowEvent<Id>,
): void {
  whenRunning(accountFlows, id, () => {
    const flow: { send(event: FlowEvent<Id>): void } = existingFlow(root.system.get(id), id)
    flow.send(event)
  })
}

/** A flow's snapshot as every new widget starts it, before storage and the page's wallets are
 * read: made on first use (hydration only) from the configuration alone and never started, so
 * its flows run nothing and their snapshots are the same on the server and in the browser. */
export function initialSnapshots(settings: ResolvedConfig, accountFlows: AccountFlowsOnFirstUse) {
  let initial: Actor<WidgetMachine> | undefined
  return <Id extends FlowId>(id: Id): FlowSnapshot<Id> => {
    if (isAccountFlowId(id)) {
      // Read once the hook that asks has waited for the account's flows (their code is there).
      const snapshot = accountFlows.initialSnapshot(id) as FlowSnapshot<Id> | undefined
      return existingFlow(snapshot, id)
    }
    initial ??= createActor(createWidgetMachine(settings), { systemId: widgetSystemIds.widget })
    const snapshot: FlowSnapshot<Id> = existingFlow(initial.system.get(id), id).getSnapshot()
    return snapshot
  }
}
