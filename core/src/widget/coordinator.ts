// DESIGN.md root machine: the coordinator passes what one flow reports to the flows that
// depend on it (spec §2 opening and closing rules, §4 transitions), watches the adapters'
// connectors and wallet events, keeps the §3 storage up to date, and tells the host (events).
// Over 300 lines: the start's wiring is one sequence, read in the order it runs.
import type { Subscription } from 'xstate'

import type { AdapterEvent } from '../adapter'
import {
  type ConnectorsByNamespace,
  connectorList,
  everyAdapterListed,
  findConnector,
  namespacesListing,
} from '../domain/connectors/connectorsByNamespace'
import type { CaipAddress, ChainNamespace } from '../domain/types'
import { withDisplayName } from '../domain/wallets/walletName'
import type { ActiveConnection } from '../flows/disconnect/disconnectTargets'
import type { AccountFlows, Flows } from '../flows/flows'
import { openedByTheWidget, unsupportedChainOpensWith } from '../flows/modal/views'
import { nameReactions } from '../flows/names/nameReactions'
import { networkReactions } from '../flows/network/networkReactions'
import { signInReactions } from '../flows/signIn/signInReactions'
import type { StorageShape } from '../services/storage/Storage'
import type { ResolvedConfig } from './config'
import { withRemoteFeatures } from './features'
import type { Tell } from './hostEvents'
import { type RestoredSession, saveActiveNetwork, saveConnected } from './persistence'
import { remoteInitOnFirstOpen } from './remoteOnFirstOpen'
import type { WidgetRuntime } from './services'
import type { WidgetMachineEvent } from './widget.machine'
import type { ShowAlerts } from './widgetAlerts'

export interface CoordinatorDeps {
  readonly config: ResolvedConfig
  readonly runtime: WidgetRuntime
  readonly storage: StorageShape
  readonly restored: RestoredSession
  readonly showAlerts: ShowAlerts
  /** Issue 27: the account's flows, once something asked for one. */
  readonly accountFlows: () => AccountFlows | undefined
  /** Issue 27: an account connected; its flows' code may load now, after the next paint. */
  readonly warmAccountFlows: () => void
  /** Issue 27: the reactions of the flows that started with the root (the embedded wallet's,
   * when configured); attached where they were, before the adapters are watched. */
  readonly reactWithRoot: () => () => void
}

type Send = (event: WidgetMachineEvent) => void

/** The connections that hold an account now, for the disconnect fan-out. */
export function activeConnections(
  connections: Flows['connections'],
  connectors: ConnectorsByNamespace,
): ActiveConnection[] {
  return [...connections].flatMap(([namespace, actor]) => {
    const snapshot = actor.getSnapshot()
    const connectorId: string | undefined = snapshot.context.connectorId
    if (!snapshot.hasTag('connected') || connectorId === undefined) return []
    return [
      {
        namespace,
        connectorId,
        connectorType: findConnector(connectors, connectorId, [namespace])?.type ?? 'EXTERNAL',
      },
    ]
  })
}

export function startCoordinator(f: Flows, sendBack: Send, deps: CoordinatorDeps) {
  const { config, runtime, storage, restored, showAlerts, accountFlows } = deps
  /** spec §3: the connectors the adapters found, as the root machine keeps them. */
  const connectors = (): ConnectorsByNamespace => f.widget?.getSnapshot().context.connectors ?? {}
  const cleanups: (() => void)[] = []
  /** The last namespace disconnected: the modal and sign-in hear it, and nothing of the
   * account's form, history or smart sessions list stays. */
  const allDisconnected = () => {
    f.modal.send({ type: 'app.disconnected' })
    f.signIn.send({ type: 'app.disconnected' })
    const account = accountFlows()
    if (!account) return
    for (const flow of [account.send, account.activity, account.smartSessions]) {
      flow.send({ type: 'app.reset' })
    }
  }
  const tell: Tell = (event) => sendBack({ type: 'app.event', event })
  const listen = (subscription: Subscription) => {
    cleanups.push(() => subscription.unsubscribe())
  }
  /** spec §4: a WalletConnect session connects every namespace it covers, with no new prompt. */
  function shareSession(connected: ChainNamespace, connectorId: string) {
    for (const namespace of namespacesListing(connectors(), connectorId)) {
      const connection = f.connections.get(namespace)
      if (namespace === connected || !connection?.getSnapshot().hasTag('disconnected')) continue
      connection.send({ type: 'user.connect', connectorId })
    }
  }
  const anyConnected = () => activeConnections(f.connections, connectors()).length > 0
  const activeNetwork = () => f.network.getSnapshot().context.active

  // spec §4 auto-reconnect, when a session was stored: as soon as each stored connector is
  // listed (an EIP-6963 wallet announces at once; issue 27: no wait for the other adapters'
  // discovery), else once every adapter has listed its connectors. The flow runs once and then
  // takes no other request, however often they change.
  function reconnectOnceListed(found: ConnectorsByNamespace): boolean {
    const storedListed = restored.connectedNamespaces.every((namespace) => {
      const connectorId = restored.connectorIds[namespace]
      return connectorId !== undefined && namespacesListing(found, connectorId).includes(namespace)
    })
    const allListed = everyAdapterListed(config.adapters, found)
    if (!storedListed && !allListed) return false
    const recentConnectorId = restored.connectorIds[restored.connectedNamespaces[0] ?? 'eip155']
    f.autoReconnect.send({
      type: 'app.reconnect',
      connectors: connectorList(found),
      recentConnectorId,
      connectedConnectorIds: Object.values(restored.connectorIds),
    })
    return true
  }
  // Watched only while a stored session waits for its connectors: the run is asked for once, and
  // the root's later snapshots (every host event makes one) cost nothing here.
  if (f.widget && restored.connectedNamespaces.length > 0) {
    let seen: ConnectorsByNamespace | undefined
    const watch = f.widget.subscribe((snapshot) => {
      if (snapshot.context.connectors === seen) return
      seen = snapshot.context.connectors
      if (reconnectOnceListed(seen)) watch.unsubscribe()
    })
    listen(watch)
  }
  listen(
    f.autoReconnect.on('reconnect.finished', (event) => {
      for (const connection of event.connections) {
        const namespace = findConnector(
          connectors(),
          connection.connectorId,
          restored.connectedNamespaces,
        )?.chain
        if (namespace) f.connections.get(namespace)?.send({ type: 'app.connected', connection })
      }
    }),
  )

  for (const [namespace, actor] of f.connections) {
    listen(
      actor.on('connection.connected', (event) => {
        runtime.runSync(saveConnected(storage, namespace, event.connection, activeNetwork()))
        const snapshot = actor.getSnapshot()
        const network = activeNetwork()
        const networkSupported = config.networks.some(
          (candidate) =>
            candidate.chainNamespace === namespace &&
            String(candidate.id) === String(event.connection.chainId),
        )
        if (network && String(network.id) !== String(event.connection.chainId)) {
          f.network.send({
            type: 'wallet.chainChanged',
            namespace,
            chainId: event.connection.chainId,
          })
        }
        f.modal.send({ type: 'app.connected' })
        // A used pairing URI is never offered again.
        f.pairing.send({ type: 'app.reset' })
        f.signIn.send({
          type: 'app.connected',
          caipAddress: snapshot.context.caipAddress,
          accountType: event.connection.accounts[0]?.type,
          networkSupported,
        })
        tell({ type: 'CONNECT_SUCCESS', namespace, connectorId: event.connection.connectorId })
        deps.warmAccountFlows()
        if (event.connection.connectorType === 'WALLET_CONNECT') {
          shareSession(namespace, event.connection.connectorId)
        }
      }),
    )
    listen(
      actor.on('connection.failed', (event) => {
        f.modal.send({ type: 'app.shake' })
        tell({ type: 'CONNECT_ERROR', namespace, error: event.error })
      }),
    )
    listen(
      actor.on('connection.disconnected', () => {
        if (anyConnected()) return
        allDisconnected()
      }),
    )
  }

  listen(
    f.disconnect.on('DISCONNECT_SUCCESS', (event) => {
      // Issue 12: disconnecting signs the account out of the app (its SIWX sessions forgotten).
      const signedIn: CaipAddress | undefined = f.signIn.getSnapshot().context.caipAddress
      if (signedIn && config.signInConfig?.revokeSession) {
        config.signInConfig.revokeSession(signedIn).catch(() => {})
      }
      for (const namespace of event.namespaces)
        f.connections.get(namespace)?.send({ type: 'app.reset' })
      if (!anyConnected()) {
        allDisconnected()
      }
      tell({ type: 'DISCONNECT_SUCCESS', namespaces: event.namespaces })
    }),
  )
  listen(
    f.disconnect.on('DISCONNECT_ERROR', (event) => {
      f.toasts.send({
        type: 'app.toast',
        toast: { variant: 'error', message: event.error.message },
      })
      tell({ type: 'DISCONNECT_ERROR', error: event.error })
    }),
  )

  // Decision 0032: an error that comes with the modal's opening shows 300 ms after it opened.
  listen(f.modal.on('modal.opened', () => f.toasts.send({ type: 'app.modalOpened' })))
  // spec §4: closing the modal resets the pairing uri.
  // The person closing the widget gives up on a wallet that has not answered yet.
  listen(
    f.modal.on('modal.closed', () => {
      for (const connection of f.connections.values()) connection.send({ type: 'user.cancel' })
      f.pairing.send({ type: 'app.reset' })
      tell({ type: 'MODAL_CLOSE' })
    }),
  )

  // spec §3 wcUri: every new pairing URI reaches the pairing flow (the QR code and deep links).
  if (config.walletConnect) {
    cleanups.push(
      config.walletConnect.watchUri((pairing) => f.pairing.send({ type: 'app.uri', pairing })),
    )
  }
  const disconnectAll = () =>
    f.disconnect.send({
      type: 'user.disconnect',
      connections: activeConnections(f.connections, connectors()),
    })
  cleanups.push(signInReactions(f, tell, disconnectAll))
  cleanups.push(
    networkReactions(f, tell, {
      saveActive: (network) =>
        runtime.runSync(
          saveActiveNetwork(
            storage,
            network,
            activeConnections(f.connections, connectors()).some(
              (connection) =>
                connection.namespace === network.chainNamespace &&
                connection.connectorType === 'AUTH',
            ),
          ),
        ),
      anyConnected,
      opening: (facts) => openedByTheWidget(config, facts),
      unsupportedOpens: unsupportedChainOpensWith(config),
    }),
  )
  cleanups.push(nameReactions(f, tell))
  cleanups.push(deps.reactWithRoot())
  // spec §7, §8: the services are first asked when the modal first opens.
  cleanups.push(
    remoteInitOnFirstOpen(f.modal, runtime, (result) => {
      showAlerts(result.alerts)
      // Issue 29 (1): the project's remote features fill what the host did not set.
      if (result.features) {
        sendBack({
          type: 'app.features',
          features: withRemoteFeatures(config.hostFeatures, result.features),
        })
      }
    }),
  )

  // Last, once every reaction above listens: connectors and wallet events of every adapter (spec §3 Connector; §4 wallet events).
  for (const adapter of config.adapters) {
    cleanups.push(
      adapter.watchConnectors((list) =>
        sendBack({
          type: 'app.connectors',
          namespace: adapter.namespace,
          // spec §9: the names as shown (an announced "Trust Wallet" is Trust).
          connectors: list.map(withDisplayName),
        }),
      ),
      adapter.watchEvents((event: AdapterEvent) => {
        const connection = f.connections.get(adapter.namespace)
        if (event.type === 'wallet.accountsChanged') {
          connection?.send({ type: event.type, accounts: event.accounts })
        } else if (event.type === 'wallet.chainChanged') {
          connection?.send({ type: event.type, chainId: event.chainId })
          f.network.send({ type: event.type, namespace: adapter.namespace, chainId: event.chainId })
        } else {
          connection?.send({ type: 'wallet.disconnected' })
          if (event.reason === 'expired') showAlerts(['sessionExpired'])
        }
      }),
    )
  }

  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
}
