// Issue 27, decision 0037: adapters whose implementation loads after the page's first paint. A
// module of its own, with nothing but types from the adapter contract: an adapter's factory
// imports it in front of the host's first paint.
import type { ChainAdapter } from './adapter'
import type { CaipNetwork, ChainNamespace } from './domain/types'
import { loadOnce } from './loadOnce'
import type { NodeRpcUrl } from './services/blockchainApi/nodeRpcUrl'

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
  /** As ChainAdapter's: given before or after the implementation loads. */
  readonly useNodeRpc?: (nodeRpcUrl: NodeRpcUrl) => void
}

/** What createWidget's `adapters` take: an adapter, or one whose code loads on demand. */
export type WidgetAdapter = ChainAdapter | DeferredChainAdapter

export const isDeferredAdapter = (adapter: WidgetAdapter): adapter is DeferredChainAdapter =>
  !('connect' in adapter)

/**
 * A DeferredChainAdapter over `load` (an `import()` of the implementation), loading it at most
 * once; a load that failed (a chunk the network dropped) is tried again on the next call. A node
 * proxy given before the code is here reaches the implementation when it loads.
 */
export function deferredAdapter(
  parts: Omit<DeferredChainAdapter, 'loaded' | 'useNodeRpc'>,
): DeferredChainAdapter {
  let nodeRpc: NodeRpcUrl | undefined
  const code = loadOnce(() =>
    parts.load().then((adapter) => {
      if (nodeRpc) adapter.useNodeRpc?.(nodeRpc)
      return adapter
    }),
  )
  return {
    namespace: parts.namespace,
    networks: parts.networks,
    load: code.load,
    loaded: code.current,
    useNodeRpc: (nodeRpcUrl) => {
      nodeRpc = nodeRpcUrl
      code.current()?.useNodeRpc?.(nodeRpcUrl)
    },
  }
}

/** The adapter itself, for a host that calls it: a deferred adapter's code once loaded. */
export const loadAdapter = (adapter: WidgetAdapter): Promise<ChainAdapter> =>
  isDeferredAdapter(adapter) ? adapter.load() : Promise.resolve(adapter)
