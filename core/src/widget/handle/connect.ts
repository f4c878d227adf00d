// widget.connect(): spec §4 connect with one connector, resolved with the connection or
// rejected with its typed failure; the wallet connected is kept as recent (spec §3).
import { type Connected, ConnectorNotFoundError } from '../../adapter'
import { findConnector } from '../../domain/connectors/connectorsByNamespace'
import { recentWalletOf } from '../../domain/recentWallets'
import type { CaipNetwork, WalletListing } from '../../domain/types'
import { RequestAbortedError } from '../../errors/sdk'
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

export function connect(
  context: WidgetContext,
  { connectorId, caipNetwork, wallet }: ConnectParameters,
): Promise<Connected> {
  const f = context.flows()
  // spec §4: a connector several namespaces list (WalletConnect) connects on the network asked
  // for, else the active one's namespace.
  const connector = findConnector(context.root().getSnapshot().context.connectors, connectorId, [
    caipNetwork?.chainNamespace,
    f.network.getSnapshot().context.active?.chainNamespace,
  ])
  const connection = connector ? f.connections.get(connector.chain) : undefined
  if (!connector || !connection) {
    return Promise.reject(new ConnectorNotFoundError({ connectorId }))
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
