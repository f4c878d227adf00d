import type { WidgetState } from '../widget/widgetState'

/** What `untilWidgetState` needs of a widget: its state and a subscription to it. */
export interface WidgetStateSource {
  readonly getState: () => WidgetState
  readonly subscribe: (listener: (state: WidgetState) => void) => () => void
}

/** The first widget state (the current one included) that `predicate` accepts. */
export function untilWidgetState(
  widget: WidgetStateSource,
  predicate: (state: WidgetState) => boolean,
): Promise<WidgetState> {
  return new Promise((resolve) => {
    if (predicate(widget.getState())) return resolve(widget.getState())
    const stop = widget.subscribe((state) => {
      if (!predicate(state)) return
      stop()
      resolve(state)
    })
  })
}
