// @airlock/adapters/evm's factory (issue 27, decision 0037): what createWidget checks at once
// (the namespace, the networks), with the implementation (./evmAdapter: viem, discovery, the
// wallet calls) loaded by the running widget, after the page's first paint. A host calling the
// adapter itself awaits `load()` (or core's `loadAdapter`).
import { type DeferredChainAdapter, deferredAdapter } from '@airlock/core/adapter'
import type { EvmAdapterOptions } from './evmAdapter'

export function createEvmAdapter(options: EvmAdapterOptions): DeferredChainAdapter {
  return deferredAdapter({
    namespace: 'eip155',
    networks: options.networks,
    load: () => import('./evmAdapter').then((module) => module.evmAdapter(options)),
  })
}
