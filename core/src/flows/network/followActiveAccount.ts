// What a form that belongs to one network and one account follows (the swap, the on-ramp): the
// active network and the address its namespace's connection holds. The form is told again only
// when either changes, keyed on both (issue 25: keyed on the CAIP address alone, a wallet's
// chainChanged that came before the widget's switch left the on-ramp on the previous network).
import type { CaipNetwork, ChainNamespace } from '../../domain/types'
import type { Flows } from '../flows'

export interface ActiveAccount {
  readonly network: CaipNetwork
  readonly namespace: ChainNamespace
  readonly address: string
}

type AccountSources = Pick<Flows, 'network' | 'connections'>

/** Calls `onChange` now and on each change of the active account of `namespaces` (undefined
 * while there is none); returns the unsubscribe. */
export function followActiveAccount(
  f: AccountSources,
  namespaces: readonly ChainNamespace[],
  onChange: (account: ActiveAccount | undefined) => void,
): () => void {
  let current: string | undefined
  const follow = () => {
    const network: CaipNetwork | undefined = f.network.getSnapshot().context.active
    const namespace = network?.chainNamespace
    const caipAddress: string | undefined =
      namespace && namespaces.includes(namespace)
        ? f.connections.get(namespace)?.getSnapshot().context.caipAddress
        : undefined
    const address = caipAddress?.split(':')[2]
    const next = network && address ? `${network.caipNetworkId}|${address}` : undefined
    if (next === current) return
    current = next
    onChange(network && namespace && address ? { network, namespace, address } : undefined)
  }
  const subscriptions = [
    f.network.subscribe(follow),
    ...[...f.connections.values()].map((connection) => connection.subscribe(follow)),
  ]
  follow()
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
