// Issue 27, decision 0037: a deferred adapter as the running widget calls it. Its code is loaded
// by the first call (the coordinator's watchConnectors, as the widget starts); each operation
// waits for it, and a load that failed is that operation's AdapterUnavailableError (the next
// call loads again).
import { Effect, Result } from 'effect'
import {
  AdapterUnavailableError,
  type ChainAdapter,
  type Unsubscribe,
  UnsupportedOperationError,
} from '../adapter'
import { isDeferredAdapter, type WidgetAdapter } from '../deferredAdapter'
import { InvalidAddressError } from '../errors/validation'

export function runningAdapter(adapter: WidgetAdapter): ChainAdapter {
  if (!isDeferredAdapter(adapter)) return adapter
  const { namespace } = adapter
  const implementation = Effect.tryPromise({
    try: adapter.load,
    catch: (cause) => new AdapterUnavailableError({ namespace, cause }),
  })
  /** A subscription made on the implementation once it is here; `failed` runs if it never
   * comes. */
  const subscribe = (
    watch: (implementation: ChainAdapter) => Unsubscribe,
    failed: () => void = () => {},
  ): Unsubscribe => {
    // Loaded already (the deferred start waits for it): subscribed now, as a plain adapter is.
    const loaded = adapter.loaded()
    if (loaded) return watch(loaded)
    let stop: Unsubscribe | undefined
    let stopped = false
    adapter.load().then(
      (loadedAdapter) => {
        if (!stopped) stop = watch(loadedAdapter)
      },
      () => {
        if (!stopped) failed()
      },
    )
    return () => {
      stopped = true
      stop?.()
    }
  }
  return {
    namespace,
    networks: adapter.networks,
    // Synchronous by contract: a receiver typed before the code is here (it loads as the widget
    // starts, long before a Send form opens) is not yet an address.
    parseAddress: (value) =>
      adapter.loaded()?.parseAddress(value) ??
      Result.fail(
        new InvalidAddressError({ namespace, value, reason: 'the adapter is still loading' }),
      ),
    // Code that did not load lists no connectors, so a connect waiting for the list ends.
    watchConnectors: (onChange) =>
      subscribe(
        (loadedAdapter) => loadedAdapter.watchConnectors(onChange),
        () => onChange([]),
      ),
    watchEvents: (onEvent) => subscribe((loadedAdapter) => loadedAdapter.watchEvents(onEvent)),
    connect: (parameters) => Effect.flatMap(implementation, (it) => it.connect(parameters)),
    reconnect: (parameters) => Effect.flatMap(implementation, (it) => it.reconnect(parameters)),
    disconnect: (parameters) => Effect.flatMap(implementation, (it) => it.disconnect(parameters)),
    switchNetwork: (parameters) =>
      Effect.flatMap(implementation, (it) => it.switchNetwork(parameters)),
    getBalance: (parameters) => Effect.flatMap(implementation, (it) => it.getBalance(parameters)),
    walletAssets: (parameters) =>
      Effect.flatMap(implementation, (it) =>
        it.walletAssets ? it.walletAssets(parameters) : Effect.succeed(undefined),
      ),
    transfer: (parameters) => Effect.flatMap(implementation, (it) => it.transfer(parameters)),
    estimateTransferFee: (parameters) =>
      Effect.flatMap(implementation, (it) =>
        it.estimateTransferFee
          ? it.estimateTransferFee(parameters)
          : Effect.fail(
              new UnsupportedOperationError({ operation: 'estimateTransferFee', namespace }),
            ),
      ),
    signMessage: (parameters) => Effect.flatMap(implementation, (it) => it.signMessage(parameters)),
    request: (parameters) => Effect.flatMap(implementation, (it) => it.request(parameters)),
    walletProvider: (connectorId) => adapter.loaded()?.walletProvider?.(connectorId),
  }
}
