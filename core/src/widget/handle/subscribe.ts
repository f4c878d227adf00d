// widget.subscribe() and widget.on(): the host's two ways to follow the widget, its state
// (getState's shape, on every change of the flows it is read from) and its events.
import { isEventOf, type WidgetEventOf, type WidgetEventType } from '../hostEvents'
import { readWidgetState, type WidgetState } from '../widgetState'
import type { WidgetContext } from './widgetContext'

export function subscribe(
  context: WidgetContext,
  listener: (state: WidgetState) => void,
): () => void {
  const f = context.flows()
  const notify = () => listener(readWidgetState(f))
  const watched: readonly { subscribe(next: () => void): { unsubscribe(): void } }[] = [
    context.root(),
    f.modal,
    f.network,
    f.autoReconnect,
    f.pairing,
    ...f.connections.values(),
  ]
  const subscriptions = watched.map((ref) => ref.subscribe(notify))
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}

/** The host's event stream: '*' or one type (DISCONNECT_SUCCESS, SWITCH_NETWORK, …). */
export function onEvent<Type extends WidgetEventType | '*'>(
  context: WidgetContext,
  type: Type,
  listener: (event: WidgetEventOf<Type>) => void,
): () => void {
  const subscription = context.root().on('*', (event) => {
    if (isEventOf(event, type)) listener(event)
  })
  return () => subscription.unsubscribe()
}
