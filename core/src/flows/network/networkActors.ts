// The network flow's side effects (spec §4 switch network, §8 add-chain after a failed switch):
// the namespace's adapter asks the wallet. Provided by flowActorsFor on the widget's runtime.
import { Effect } from 'effect'
import { type ChainAdapter, UnsupportedOperationError } from '../../adapter'
import type { CaipNetwork } from '../../domain/types'
import { hexChainId } from '../../domain/walletAssets'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import { withAdapter } from '../connection/connectionActors'
import { fromEffect } from '../effectActors'
import { networkMachine } from './network.machine'

/** spec §8: add-chain after a failed switch: EIP-3085 on eip155, nothing elsewhere. Issue 28:
 * EIP-3085 lets the wallet add the chain without switching to it, so the switch is asked again
 * (the adapter's switch holds only once the wallet is on the chain). */
function addNetwork(adapter: ChainAdapter, connectorId: string, network: CaipNetwork) {
  if (adapter.namespace !== 'eip155') {
    return Effect.fail(
      new UnsupportedOperationError({ operation: 'addNetwork', namespace: adapter.namespace }),
    )
  }
  return adapter
    .request({
      connectorId,
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: hexChainId(network.id),
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          blockExplorerUrls: network.blockExplorers
            ? [network.blockExplorers.default.url]
            : undefined,
        },
      ],
    })
    .pipe(Effect.andThen(adapter.switchNetwork({ connectorId, caipNetwork: network })))
}

export function networkActors(config: ResolvedConfig, runtime: WidgetRuntime) {
  return {
    network: networkMachine.provide({
      actors: {
        switchNetwork: fromEffect(runtime, ({ connectorId, caipNetwork }) =>
          withAdapter(config, caipNetwork.chainNamespace, (adapter) =>
            adapter.switchNetwork({ connectorId, caipNetwork }),
          ),
        ),
        addNetwork: fromEffect(runtime, ({ connectorId, caipNetwork }) =>
          withAdapter(config, caipNetwork.chainNamespace, (adapter) =>
            addNetwork(adapter, connectorId, caipNetwork).pipe(Effect.asVoid),
          ),
        ),
      },
    }),
  }
}
