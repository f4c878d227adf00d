// spec §3 Connector: the connectors each adapter found, kept once, by namespace, in the root
// machine's context (issue 26: connectors live in one place). One connector id may stand under
// several namespaces: a WalletConnect session spans them (spec §4).
import { type ChainNamespace, chainNamespaces } from '../namespaces'
import type { Connector } from '../types'

export type ConnectorsByNamespace = Readonly<Partial<Record<ChainNamespace, readonly Connector[]>>>

/** Every connector once (the first namespace listing an id gives it), or one namespace's. */
export function connectorList(
  byNamespace: ConnectorsByNamespace,
  namespace?: ChainNamespace,
): Connector[] {
  const lists = namespace ? [byNamespace[namespace] ?? []] : Object.values(byNamespace)
  const seen = new Set<string>()
  return lists.flat().filter((connector): connector is Connector => {
    if (!connector || seen.has(connector.id)) return false
    seen.add(connector.id)
    return true
  })
}

/** Every adapter has listed its connectors once (a deferred adapter only once its code is here). */
export const everyAdapterListed = (
  adapters: readonly { readonly namespace: ChainNamespace }[],
  byNamespace: ConnectorsByNamespace,
): boolean => adapters.every((adapter) => byNamespace[adapter.namespace] !== undefined)

/** The namespaces whose adapter lists this connector id. */
export function namespacesListing(
  byNamespace: ConnectorsByNamespace,
  connectorId: string,
): ChainNamespace[] {
  return chainNamespaces.filter((namespace) =>
    byNamespace[namespace]?.some((connector) => connector.id === connectorId),
  )
}

/**
 * The connector with this id, as the namespace it connects on lists it: the first of `preferred`
 * that lists it (the network asked for, then the active one), else the first that does.
 */
export function findConnector(
  byNamespace: ConnectorsByNamespace,
  connectorId: string,
  preferred: readonly (ChainNamespace | undefined)[] = [],
): Connector | undefined {
  const listing = namespacesListing(byNamespace, connectorId)
  const namespace =
    preferred.find((candidate) => candidate !== undefined && listing.includes(candidate)) ??
    listing[0]
  if (namespace === undefined) return undefined
  return byNamespace[namespace]?.find((connector) => connector.id === connectorId)
}
