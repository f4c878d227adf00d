import type { Connector } from '../../domain/types'

export interface ReconnectOrderInput {
  readonly connectors: readonly Connector[]
  /** The connector used last (spec §3 stored "connected connector"), tried first. */
  readonly recentConnectorId?: string
  /** Connectors that were connected before the page loaded, tried next. */
  readonly connectedConnectorIds: readonly string[]
}

/**
 * spec §4 auto-reconnect order: the most recent connector, then the already-connected ones,
 * then the others. A connector whose provider is made on first use (EXTERNAL, WALLET_CONNECT)
 * is tried only when it was connected before, so a page never loads a wallet SDK it did not
 * use; a connector whose provider another one earlier in the order already has is skipped (one
 * wallet announced twice, by EIP-6963 and as window.ethereum). Unauthorized connectors are skipped later, when their
 * silent reconnect answers that the site is not authorized.
 */
export function reconnectOrder(input: ReconnectOrderInput): readonly Connector[] {
  const rank = (connector: Connector) => {
    if (connector.id === input.recentConnectorId) return 0
    if (input.connectedConnectorIds.includes(connector.id)) return 1
    return 2
  }
  const ranked = input.connectors
    .map((connector, index) => ({ connector, index, rank: rank(connector) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)

  const providers = new Set<unknown>()
  const ordered: Connector[] = []
  for (const { connector, rank } of ranked) {
    if (connector.provider === undefined || connector.provider === null) {
      if (rank < 2) ordered.push(connector)
      continue
    }
    if (providers.has(connector.provider)) continue
    providers.add(connector.provider)
    ordered.push(connector)
  }
  return ordered
}
