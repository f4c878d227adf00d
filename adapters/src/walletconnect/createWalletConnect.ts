// @airlock/adapters/walletconnect: the WalletConnect transport. Give each namespace adapter its
// connector (`externalConnectors: [walletConnect.connector('eip155')]`) and the widget the
// transport itself (`createWidget({ walletConnect })`) for the pairing URI.
import type { ChainNamespace, ExternalConnector, PairingSource } from '@airlock/core/adapter'
import { namespaceProvider } from './namespaceProvider'
import { foreignMetadataWarning, isDevelopment } from './verify'
import { WalletConnectClient, type WalletConnectOptions } from './walletConnectClient'

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnect extends PairingSource {
  /** The WALLET_CONNECT connector of one namespace, backed by the shared session. */
  readonly connector: (namespace: ChainNamespace) => ExternalConnector
  readonly client: WalletConnectClient
  /** Stops the SDK's socket and heartbeat. */
  readonly close: () => Promise<void>
}

export function createWalletConnect(options: WalletConnectOptions): WalletConnect {
  const warning = isDevelopment()
    ? foreignMetadataWarning(options.metadata.url, globalThis.location?.origin)
    : undefined
  if (warning) console.warn(warning)
  const client = new WalletConnectClient(options)
  const providers = new Map<ChainNamespace, ReturnType<typeof namespaceProvider>>()
  const providerOf = (namespace: ChainNamespace) => {
    const existing = providers.get(namespace)
    if (existing) return existing
    const first = options.networks.find((network) => network.chainNamespace === namespace)
    const provider = namespaceProvider(client, namespace, first?.caipNetworkId ?? `${namespace}:1`)
    providers.set(namespace, provider)
    return provider
  }
  return {
    connectorId: WALLETCONNECT_CONNECTOR_ID,
    watchUri: (listener) => client.watchUri(listener),
    connector: (namespace) => ({
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: namespace,
      getProvider: () => providerOf(namespace),
    }),
    client,
    close: () => client.close(),
  }
}
