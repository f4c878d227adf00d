// Issue 27: code loaded on demand with import(): the widget's, a deferred adapter's.

/**
 * `load` made at most once: every call answers the same promise, and `current()` the value once
 * it is here. A load that failed (a chunk the network dropped, offline) is forgotten, so the
 * next call asks again.
 */
export function loadOnce<Value>(load: () => Promise<Value>) {
  let loading: Promise<Value> | undefined
  let value: Value | undefined
  return {
    load: (): Promise<Value> => {
      loading ??= load().then(
        (loaded) => {
          value = loaded
          return loaded
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
    current: (): Value | undefined => value,
  }
}
