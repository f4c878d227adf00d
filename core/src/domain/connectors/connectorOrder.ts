// spec §2: the Connect view lists its connectors in sections, one per type, in a fixed order
// that the host's configured order can override.

/** spec §2: the default order of the connector sections. */
export const connectorSectionTypes = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

export type ConnectorSectionType = (typeof connectorSectionTypes)[number]

export interface ConnectorSection<T> {
  readonly type: ConnectorSectionType
  readonly items: readonly T[]
}

export interface ConnectorSectionsParameters<T> {
  readonly walletConnectEnabled: boolean
  readonly connectedThroughWalletConnect: boolean
  readonly entries: Readonly<Record<ConnectorSectionType, readonly T[]>>
  /** The host's configured order; names that are not a section type are ignored. */
  readonly orderOverrides?: readonly string[]
}

function isConnectorSectionType(name: string): name is ConnectorSectionType {
  return (connectorSectionTypes as readonly string[]).includes(name)
}

/** spec §2: configured types first, in their configured order, then the rest in default order. */
export function orderConnectorSectionTypes(
  overrides: readonly string[] = [],
): readonly ConnectorSectionType[] {
  const configured = overrides.filter(isConnectorSectionType)
  return [...new Set([...configured, ...connectorSectionTypes])]
}

/**
 * spec §2: the sections to show, in order. A type shows only if it has entries; walletConnect
 * is hidden when it is disabled or the account is already connected through it.
 */
export function connectorSections<T>({
  walletConnectEnabled,
  connectedThroughWalletConnect,
  entries,
  orderOverrides,
}: ConnectorSectionsParameters<T>): readonly ConnectorSection<T>[] {
  const walletConnectHidden = !walletConnectEnabled || connectedThroughWalletConnect
  return orderConnectorSectionTypes(orderOverrides)
    .filter((type) => !(type === 'walletConnect' && walletConnectHidden))
    .map((type) => ({ type, items: entries[type] }))
    .filter((section) => section.items.length > 0)
}
