// Privacy beyond peers: the first request to any service waits for the modal's first opening.
import type { Flows } from '../flows/flows'
import { afterNextPaint } from './afterNextPaint'
import { type RemoteInit, remoteInit } from './remoteInit'
import type { WidgetRuntime } from './services'

export function remoteInitOnFirstOpen(
  modal: Flows['modal'],
  runtime: WidgetRuntime,
  onDone: (result: RemoteInit) => void,
): () => void {
  // Asked once: the watch ends at the first opening.
  let cancelAsk = () => {}
  const subscription = modal.subscribe((snapshot) => {
    if (!(snapshot.hasTag('open') || snapshot.hasTag('loading'))) return
    subscription.unsubscribe()
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin
    // Issue 27: after the frame that paints the opened modal, so the requests and the effect
    // runtime's first run are not in front of it. A widget destroyed before that asks nothing;
    // one destroyed meanwhile disposes the runtime, and nothing is left to tell.
    cancelAsk = afterNextPaint(() => runtime.runPromise(remoteInit(origin)).then(onDone, () => {}))
  })
  return () => {
    subscription.unsubscribe()
    cancelAsk()
  }
}
