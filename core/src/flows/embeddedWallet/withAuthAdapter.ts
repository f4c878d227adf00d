// spec §3 Connector type AUTH: the embedded wallet is one more eip155 connector. The widget
// keeps one adapter per namespace, so the host's eip155 adapter and the auth connector's adapter
// become one: connectors and events of both; each wallet operation goes to the adapter whose
// connector it names; chain reads (balance) stay with the host's adapter when there is one.
import { Effect } from 'effect'
import type { AdapterEvent, ChainAdapter } from '../../adapter'
import type { AuthConnector } from '../../authConnector'
import type { Connector } from '../../domain/types'

function routed(host: ChainAdapter, auth: AuthConnector): ChainAdapter {
  const embedded = auth.adapter
  const pick = (connectorId: string) => (connectorId === auth.connectorId ? embedded : host)
  return {
    namespace: host.namespace,
    networks: host.networks,
    parseAddress: host.parseAddress,
    watchConnectors: (onChange) => {
      let hostList: readonly Connector[] = []
      let authList: readonly Connector[] = []
      const stopAuth = embedded.watchConnectors((list) => {
        authList = list
        onChange([...hostList, ...authList])
      })
      const stopHost = host.watchConnectors((list) => {
        hostList = list
        onChange([...hostList, ...authList])
      })
      return () => {
        stopHost()
        stopAuth()
      }
    },
    watchEvents: (onEvent: (event: AdapterEvent) => void) => {
      const stops = [host.watchEvents(onEvent), embedded.watchEvents(onEvent)]
      return () => {
        for (const stop of stops) stop()
      }
    },
    connect: (parameters) => pick(parameters.connectorId).connect(parameters),
    reconnect: (parameters) => pick(parameters.connectorId).reconnect(parameters),
    disconnect: (parameters) => pick(parameters.connectorId).disconnect(parameters),
    switchNetwork: (parameters) => pick(parameters.connectorId).switchNetwork(parameters),
    getBalance: (parameters) => host.getBalance(parameters),
    // spec §7: what the connected wallet says it holds, asked of that wallet.
    walletAssets: (parameters) => {
      const wallet = pick(parameters.connectorId)
      return wallet.walletAssets ? wallet.walletAssets(parameters) : Effect.succeed(undefined)
    },
    // The node's estimate is the same whoever signs.
    ...(host.estimateTransferFee ? { estimateTransferFee: host.estimateTransferFee } : {}),
    transfer: (parameters) => pick(parameters.connectorId).transfer(parameters),
    signMessage: (parameters) => pick(parameters.connectorId).signMessage(parameters),
    request: (parameters) => pick(parameters.connectorId).request(parameters),
    walletProvider: (connectorId) => pick(connectorId).walletProvider?.(connectorId),
  }
}

/** The adapters with the auth connector joined to the eip155 one (added when there is none). */
export function withAuthAdapter(
  adapters: readonly ChainAdapter[],
  auth: AuthConnector | undefined,
): readonly ChainAdapter[] {
  if (!auth) return adapters
  const host = adapters.find((adapter) => adapter.namespace === auth.adapter.namespace)
  if (!host) return [...adapters, auth.adapter]
  return adapters.map((adapter) => (adapter === host ? routed(host, auth) : adapter))
}
