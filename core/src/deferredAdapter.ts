// Issue 27, decision 0037: adapters whose implementation loads after the page's first paint. A
// module of its own, with nothing but types from the adapter contract: an adapter's factory
// imports it in front of the host's first paint.
import type { ChainAdapter } from './adapter'
import type { CaipNetwork, ChainNamespace } from './domain/types'
import { loadOnce } from './loadOnce'

/**
 * An adapter whose implementation loads after the page's first paint.
 * Its factory gives what createWidget checks at once (the namespace, the networks) and how to
 * load the rest; the running widget loads it. A host calling the adapter itself awaits `load()`.
 */
export interface DeferredChainAdapter {
  readonly namespace: ChainNamespace
  readonly networks: readonly CaipNetwork[]
  /** The implementation, loaded once: every call answers the same adapter. */
  readonly load: () => Promise<ChainAdapter>
  /** The implementation if it has loaded: a widget started after that lists its connectors at
   * once, as an adapter that is not deferred does. */
  readonly loaded: () => ChainAdapter | undefined
}

/** What createWidget's `adapters` take: an adapter, or one whose code loads on demand. */
export type WidgetAdapter = ChainAdapter | DeferredChainAdapter

export const isDeferredAdapter = (adapter: WidgetAdapter): adapter is DeferredChainAdapter =>
  !('connect' in adapter)

/**
 * A DeferredChainAdapter over `load` (an `import()` of the implementation), loading it at most
 * once; a load that failed (a chunk the network dropped) is tried again on the next call.
 */
export function deferredAdapter(parts: Omit<DeferredChainAdapter, 'loaded'>): DeferredChainAdapter {
  const code = loadOnce(parts.load)
  return {
    namespace: parts.namespace,
    networks: parts.networks,
    load: code.load,
    loaded: code.current,
  }
}

/** The adapter itself, for a host that calls it: a deferred adapter's code once loaded. */
export const loadAdapter = (adapter: WidgetAdapter): Promise<ChainAdapter> =>
  isDeferredAdapter(adapter) ? adapter.load() : Promise.resolve(adapter)
