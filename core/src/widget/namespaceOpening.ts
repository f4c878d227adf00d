// spec §2 "the modal can be opened for a given chain namespace": when that namespace holds an
// account, its account becomes the active one (the network it is on, as the network menu would
// switch) and Account opens; otherwise Connect opens, and the modal keeps the namespace so the
// Connect view lists that namespace's wallets alone. Opened without one while the active
// network's namespace holds no account but another does (the person picked a network of a
// namespace not connected yet, so the header offers Connect), it opens for that namespace.
import type { CaipNetwork, ChainNamespace } from '../domain/types'
import type { WidgetState } from './widgetState'

export interface NamespaceOpening {
  /** The namespace holds an account: Account rather than Connect. */
  readonly connected: boolean
  /** The network to make active first; absent when the namespace is active already. */
  readonly network?: CaipNetwork
}

export function namespaceOpening(
  namespace: ChainNamespace,
  state: Pick<WidgetState, 'connections' | 'caipNetwork'>,
  networks: readonly CaipNetwork[],
): NamespaceOpening {
  const connection = state.connections.find(
    (candidate) => candidate.namespace === namespace && candidate.status === 'connected',
  )
  if (!connection) return { connected: false }
  if (state.caipNetwork?.chainNamespace === namespace) return { connected: true }
  // CAIP-10 namespace:reference:address — the reference names the chain it is connected on.
  const reference = connection.caipAddress?.split(':')[1]
  const ofNamespace = networks.filter((network) => network.chainNamespace === namespace)
  const network =
    ofNamespace.find((candidate) => String(candidate.id) === reference) ?? ofNamespace[0]
  return { connected: true, network }
}

/** The namespace to open for without one asked: the active one, when it alone is unconnected. */
export function unconnectedActiveNamespace(
  state: Pick<WidgetState, 'connections' | 'caipNetwork' | 'status'>,
): ChainNamespace | undefined {
  const active = state.caipNetwork?.chainNamespace
  if (!active || state.status !== 'connected') return undefined
  const connection = state.connections.find((candidate) => candidate.namespace === active)
  return connection && connection.status !== 'connected' ? active : undefined
}
