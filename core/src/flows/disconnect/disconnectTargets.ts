import type { ChainNamespace, ConnectorType } from '../../domain/types'

export interface ActiveConnection {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  readonly connectorType: ConnectorType
}

/**
 * spec §4 disconnect fan-out. Without a namespace: every connection. With one: that
 * namespace's connection, plus every other namespace connected through the same WalletConnect
 * pairing (one session spans namespaces) or through the same e-mail/social connector.
 */
export function disconnectTargets(
  connections: readonly ActiveConnection[],
  namespace?: ChainNamespace,
): readonly ActiveConnection[] {
  if (namespace === undefined) return connections
  const chosen = connections.find((connection) => connection.namespace === namespace)
  if (!chosen) return []
  const sharesSession = (connection: ActiveConnection) =>
    (chosen.connectorType === 'WALLET_CONNECT' || chosen.connectorType === 'AUTH') &&
    connection.connectorType === chosen.connectorType &&
    connection.connectorId === chosen.connectorId
  return connections.filter((connection) => connection === chosen || sharesSession(connection))
}
