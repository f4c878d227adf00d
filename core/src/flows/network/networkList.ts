import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../domain/types'

export interface NetworkSelection {
  readonly networks: readonly CaipNetwork[]
  readonly active?: CaipNetwork
}

/** spec §4: removing the active network moves to the first remaining one of its namespace. */
export function removeNetwork(
  selection: NetworkSelection,
  caipNetworkId: CaipNetworkId,
): NetworkSelection {
  const networks = selection.networks.filter((network) => network.caipNetworkId !== caipNetworkId)
  if (selection.active?.caipNetworkId !== caipNetworkId) return { ...selection, networks }
  const namespace = selection.active.chainNamespace
  const active = networks.find((network) => network.chainNamespace === namespace) ?? networks[0]
  return { networks, active }
}

/** spec §4: removing the active adapter moves to another chain's first network. */
export function removeNamespace(
  selection: NetworkSelection,
  namespace: ChainNamespace,
): NetworkSelection {
  const networks = selection.networks.filter((network) => network.chainNamespace !== namespace)
  const active = selection.active?.chainNamespace === namespace ? networks[0] : selection.active
  return { networks, active }
}

export function findNetworkById(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork | undefined {
  return networks.find(
    (network) => network.chainNamespace === namespace && String(network.id) === String(chainId),
  )
}
