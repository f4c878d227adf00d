// Issue 26: "send an event, then wait for what the flow reports" was written out five times,
// each with its own list of subscriptions to end. Here once: the listeners a caller starts all
// end with the first outcome, whichever listener gives it.

/** What a listener calls to end the wait. */
export interface Settle<T> {
  readonly resolve: (value: T) => void
  readonly reject: (reason: unknown) => void
}

/** Anything that stops listening: an xstate subscription, a watch's stop. */
export interface Unsubscribable {
  unsubscribe(): void
}

/**
 * A promise that `listen`'s listeners settle. Each listener gets `resolve` and `reject`; the
 * first call settles the promise and unsubscribes every listener. A listener may settle while
 * `listen` runs (a state that already holds): its subscriptions still end.
 */
export function settleOnce<T>(
  listen: (settle: Settle<T>) => readonly Unsubscribable[],
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false
    let subscriptions: readonly Unsubscribable[] = []
    const stop = () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
    const end =
      <A>(settle: (argument: A) => void) =>
      (argument: A) => {
        if (settled) return
        settled = true
        stop()
        settle(argument)
      }
    subscriptions = listen({ resolve: end(resolve), reject: end(reject) })
    if (settled) stop()
  })
}
