// widget.connect(): spec §4 connect with one connector, resolved with the connection or
// rejected with its typed failure; the wallet connected is kept as recent (spec §3).
import { type Connected, ConnectorNotFoundError } from '../../adapter'
import {
  type ConnectorsByNamespace,
  everyAdapterListed,
  findConnector,
} from '../../domain/connectors/connectorsByNamespace'
import { recentWalletOf } from '../../domain/recentWallets'
import type { CaipNetwork, ChainNamespace, Connector, WalletListing } from '../../domain/types'
import { RequestAbortedError, UnsupportedChainError } from '../../errors/sdk'
import { settleOnce } from '../../flows/settleOnce'
import { saveRecentWallet } from '../persistence'
import type { WidgetContext } from './widgetContext'

export interface ConnectParameters {
  readonly connectorId: string
  readonly caipNetwork?: CaipNetwork
  /** The directory entry chosen, kept as a recent wallet on success (spec §3); without it, a
   * wallet that is its own connector is kept as one. */
  readonly wallet?: WalletListing
}

/**
 * The connector, as listed; a connector not listed yet while some adapter has not listed its
 * connectors (issue 27: a deferred adapter's code is still loading) is waited for, until every
 * adapter has listed.
 */
function listedConnector(
  context: WidgetContext,
  connectorId: string,
  namespaces: readonly (ChainNamespace | undefined)[],
): Connector | Promise<Connector | undefined> | undefined {
  const root = context.root()
  const find = (connectors: ConnectorsByNamespace) => ({
    connector: findConnector(connectors, connectorId, namespaces),
    allListed: everyAdapterListed(context.settings.adapters, connectors),
  })
  const now = find(root.getSnapshot().context.connectors)
  if (now.connector || now.allListed) return now.connector
  return new Promise((resolve) => {
    const subscription = root.subscribe((snapshot) => {
      const later = find(snapshot.context.connectors)
      if (!later.connector && !later.allListed) return
      subscription.unsubscribe()
      resolve(later.connector)
    })
  })
}

export function connect(context: WidgetContext, parameters: ConnectParameters): Promise<Connected> {
  // spec §4: a connector several namespaces list (WalletConnect) connects on the network asked
  // for, else the active one's namespace.
  const connector = listedConnector(context, parameters.connectorId, [
    parameters.caipNetwork?.chainNamespace,
    context.flows().network.getSnapshot().context.active?.chainNamespace,
  ])
  return connector instanceof Promise
    ? connector.then((listed) => connectWith(context, parameters, listed))
    : connectWith(context, parameters, connector)
}

function connectWith(
  context: WidgetContext,
  { connectorId, caipNetwork, wallet }: ConnectParameters,
  connector: Connector | undefined,
): Promise<Connected> {
  const connection = connector ? context.flows().connections.get(connector.chain) : undefined
  if (!connector || !connection) {
    return Promise.reject(new ConnectorNotFoundError({ connectorId }))
  }
  // spec §8 'Unsupported chain': a network that is not the widget's, or not of the wallet's
  // namespace, is refused before the wallet is asked.
  const networks = context.flows().network.getSnapshot().context.networks
  if (
    caipNetwork &&
    (caipNetwork.chainNamespace !== connector.chain ||
      !networks.some((network) => network.caipNetworkId === caipNetwork.caipNetworkId))
  ) {
    return Promise.reject(new UnsupportedChainError({ cause: caipNetwork.caipNetworkId }))
  }
  // Sent before listening: a retry cancels the earlier attempt synchronously, and that
  // cancellation belongs to the earlier call's promise, not this one.
  // spec §4: while a QR code shows, the status stays disconnected.
  const viaPairing = connector.type === 'WALLET_CONNECT'
  const recent = recentWalletOf(connector, wallet)
  connection.send({ type: 'user.connect', connectorId, caipNetwork, viaPairing })
  return settleOnce<Connected>(({ resolve, reject }) => [
    connection.on('connection.connected', (event) => {
      if (recent) {
        const wallets = context.runtime.runSync(saveRecentWallet(context.storage, recent))
        context.root().send({ type: 'app.recentWallets', wallets })
      }
      resolve(event.connection)
    }),
    connection.on('connection.failed', (event) => reject(event.error)),
    connection.on('connection.cancelled', () => reject(new RequestAbortedError())),
  ])
}
