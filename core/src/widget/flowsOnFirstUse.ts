// Issue 27: flows that start on first use. Their code (a pack: flows/accountFlows.ts, the
// embedded wallet's flows/embeddedWallet/embeddedFlows.ts) loads when a hook, a view or a handle
// method first needs one of them; the root then starts them in its system, and their reactions
// listen from then on. Until then a hook that reads one suspends, as it does for the widget
// (decision 0037), and an event for one waits for it. A pack loaded before the widget starts
// (the embedded wallet's, when the host configured one) is among the root's flows from the start.
import { type Actor, type AnyActor, createActor } from 'xstate'
import type { FlowSystem } from '../flows/flows'
import type { FlowStart, WidgetMachine } from './widget.machine'

/** What a pack module gives the widget. */
export interface FlowPack<Flows> {
  /** The flows to start, their side effects provided. */
  readonly starts: FlowStart[]
  /** The same flows unprovided: their first snapshots (server rendering; decision 0026). */
  readonly initialStarts: () => FlowStart[]
  readonly flowsIn: (system: FlowSystem) => Flows
  /** Attaches the pack's reactions to its running flows; returns their stop. */
  readonly react: (flows: Flows) => () => void
}

export interface FlowsOnFirstUse<Flows> {
  /** The flows the root starts with (a pack loaded before the widget started), else none. */
  readonly startsWithRoot: readonly FlowStart[]
  /** The flows, once they run. */
  readonly running: () => Flows | undefined
  /** Starts them (once) and resolves when they run; rejects when their code cannot load. */
  readonly start: () => Promise<Flows>
  /** Undefined while they run; else their start, begun now. Throws why they could not start. */
  readonly starting: () => Promise<Flows> | undefined
  /** A flow's first snapshot, as every new widget starts it, once the pack's code is here. */
  readonly initialSnapshot: (systemId: string) => unknown
  /** For a pack started with the root: attaches its reactions (the coordinator calls it where
   * they belong among its own); nothing for a pack that starts on first use. */
  readonly reactWithRoot: (system: FlowSystem) => () => void
  /** Stops their reactions (the root stops the flows). */
  readonly stop: () => void
}

/** A pack whose code arrived after its widget was destroyed: nothing starts. */
export class FlowsAfterDestroyError extends Error {
  readonly _tag = 'FlowsAfterDestroyError'
  override readonly message = 'The widget was destroyed before these flows could start'
}

export function flowsOnFirstUse<Flows>(deps: {
  readonly root: () => Actor<WidgetMachine>
  /** False once the widget is destroyed. */
  readonly alive: () => boolean
  readonly load: () => Promise<FlowPack<Flows>>
  /** A pack already loaded, whose flows the root invokes from the start (`pack.starts`). */
  readonly withRoot?: FlowPack<Flows>
}): FlowsOnFirstUse<Flows> {
  let pack = deps.withRoot
  let running: Flows | undefined
  let started: Promise<Flows> | undefined
  let failure: { readonly error: unknown } | undefined
  let stopReactions = () => {}
  let initial: AnyActor[] | undefined

  const start = (): Promise<Flows> => {
    started ??= deps.load().then(
      (loaded) => {
        pack = loaded
        if (!deps.alive()) throw new FlowsAfterDestroyError()
        const root = deps.root()
        root.send({ type: 'app.startFlows', flows: loaded.starts })
        const flows = loaded.flowsIn(root.system)
        stopReactions = loaded.react(flows)
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
    startsWithRoot: deps.withRoot?.starts ?? [],
    running: () => running,
    start,
    starting: () => {
      if (running) return undefined
      if (failure) throw failure.error
      return start()
    },
    initialSnapshot: (systemId) => {
      if (!pack) return undefined
      // Made, never started: each in a system of its own, where its children are too (`pay`).
      initial ??= pack
        .initialStarts()
        .map((flow) => createActor(flow.logic, { input: flow.input, systemId: flow.systemId }))
      for (const actor of initial) {
        const flow = actor.system.get(systemId)
        if (flow) return flow.getSnapshot()
      }
      return undefined
    },
    reactWithRoot: (system) => {
      if (!deps.withRoot) return () => {}
      const flows = deps.withRoot.flowsIn(system)
      running = flows
      started = Promise.resolve(flows)
      stopReactions = deps.withRoot.react(flows)
      return stopReactions
    },
    stop: () => stopReactions(),
  }
}
