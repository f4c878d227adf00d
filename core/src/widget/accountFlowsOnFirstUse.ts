// Issue 27: the account's flows start on first use. Their code (flows/accountFlows.ts) loads
// when a hook, a view or a handle method first needs one of them; the root then starts them all
// in its system, and their reactions listen from then on. Until then a hook that reads one
// suspends, as it does for the widget (decision 0037), and an event for one waits for it.
import { type Actor, type AnyActor, createActor } from 'xstate'
import type { AccountFlowDeps } from '../flows/accountFlows'
import { type AccountFlows, accountFlowsIn, type FlowSystem, type Flows } from '../flows/flows'
import type { ResolvedConfig } from './config'
import type { Tell } from './hostEvents'
import type { FlowStart, WidgetMachine } from './widget.machine'

export interface AccountFlowsOnFirstUse {
  /** The flows, once they run. */
  readonly running: () => AccountFlows | undefined
  /** Starts them (once) and resolves when they run; rejects when their code cannot load. */
  readonly start: () => Promise<AccountFlows>
  /** Undefined while they run; else their start, begun now. Throws why they could not start. */
  readonly starting: () => Promise<AccountFlows> | undefined
  /** Their first snapshots, as every new widget starts them (server rendering), once loaded. */
  readonly initialSnapshot: (systemId: string) => unknown
  /** Stops their reactions (the root stops the flows). */
  readonly stop: () => void
}

export interface AccountFlowsStartDeps {
  readonly settings: ResolvedConfig
  readonly root: () => Actor<WidgetMachine>
  /** The widget's own flows; throws once it is destroyed. */
  readonly flows: () => Flows
  readonly tell: Tell
  /** What the account's flows use of the widget (its runtime, the payment's widget). */
  readonly accountDeps: AccountFlowDeps
}

export function accountFlowsOnFirstUse(deps: AccountFlowsStartDeps): AccountFlowsOnFirstUse {
  /** Their first snapshots' logic, once their code is there. */
  let initialStarts: (() => FlowStart[]) | undefined
  let running: AccountFlows | undefined
  let started: Promise<AccountFlows> | undefined
  let failure: { readonly error: unknown } | undefined
  let stopReactions = () => {}
  let initial: AnyActor[] | undefined

  const start = (): Promise<AccountFlows> => {
    started ??= import('../flows/accountFlows').then(
      ({ accountFlowStarts, accountFlowReactions, initialAccountFlowStarts }) => {
        initialStarts = () => initialAccountFlowStarts(deps.settings)
        const f = deps.flows()
        const root = deps.root()
        root.send({ type: 'app.startFlows', flows: accountFlowStarts(deps.accountDeps) })
        const flows = accountFlowsIn(root.system as FlowSystem)
        stopReactions = accountFlowReactions({ ...f, ...flows }, deps.tell, deps.settings)
        running = flows
        return flows
      },
      (error: unknown) => {
        failure = { error }
        throw error
      },
    )
    return started
  }

  return {
    running: () => running,
    start,
    starting: () => {
      if (running) return undefined
      if (failure) throw failure.error
      return start()
    },
    initialSnapshot: (systemId) => {
      if (!initialStarts) return undefined
      // Made, never started: each in a system of its own, where its children are too (`pay`).
      initial ??= initialStarts().map((flow) =>
        createActor(flow.logic, { input: flow.input, systemId: flow.systemId }),
      )
      for (const actor of initial) {
        const flow = actor.system.get(systemId)
        if (flow) return flow.getSnapshot()
      }
      return undefined
    },
    stop: () => stopReactions(),
  }
}
