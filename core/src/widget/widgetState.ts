// DESIGN.md handle.getState(): a plain snapshot of what a host usually needs, read through the
// flows' selectors, the same the React hooks read (issue 26: one way in).

import type { ActorRefFrom } from 'xstate'
import type { CaipAddress, CaipNetwork, ChainNamespace, ConnectionStatus } from '../domain/types'
import { selectIsReconnecting } from '../flows/autoReconnect/autoReconnect.selectors'
import type { connectionMachine } from '../flows/connection/connection.machine'
import {
  selectAddress,
  selectCaipAddress,
  selectChainId,
  selectConnectionStatus,
  selectConnectorId,
} from '../flows/connection/connection.selectors'
import type { Flows } from '../flows/flows'
import { selectIsLoading, selectIsOpen, selectView } from '../flows/modal/modal.selectors'
import type { ViewName } from '../flows/modal/views'
import { selectActiveNetwork } from '../flows/network/network.selectors'
import {
  type PairingStatus,
  selectLastPairingUri,
  selectPairingStatus,
} from '../flows/pairing/pairing.selectors'

export interface WidgetConnectionState {
  readonly namespace: ChainNamespace
  readonly status: ConnectionStatus
  readonly connectorId?: string
  readonly address?: string
  readonly caipAddress?: CaipAddress
  /** The chain the wallet is on (its own, which may be one the widget does not support). */
  readonly chainId?: number | string
}

export interface WidgetState {
  readonly open: boolean
  readonly loading: boolean
  readonly view?: ViewName
  /** connected when any namespace is, connecting when any is, else disconnected. */
  readonly status: ConnectionStatus
  readonly reconnecting: boolean
  readonly caipNetwork?: CaipNetwork
  /** The active account: on the active network's namespace, else the first connected one. */
  readonly address?: string
  readonly caipAddress?: CaipAddress
  readonly connections: readonly WidgetConnectionState[]
  /** spec §3 wcUri: the WalletConnect pairing for the QR code and deep links. */
  readonly pairing: WidgetPairingState
}

export interface WidgetPairingState {
  readonly status: PairingStatus
  readonly uri?: string
}

type StateFlows = Pick<Flows, 'modal' | 'network' | 'autoReconnect' | 'pairing' | 'connections'>

function connectionState(
  namespace: ChainNamespace,
  actor: ActorRefFrom<typeof connectionMachine>,
): WidgetConnectionState {
  const snapshot = actor.getSnapshot()
  return {
    namespace,
    status: selectConnectionStatus(snapshot),
    connectorId: selectConnectorId(snapshot),
    address: selectAddress(snapshot),
    caipAddress: selectCaipAddress(snapshot),
    chainId: selectChainId(snapshot),
  }
}

export function readWidgetState(flows: StateFlows): WidgetState {
  const modal = flows.modal.getSnapshot()
  const pairing = flows.pairing.getSnapshot()
  const caipNetwork = selectActiveNetwork(flows.network.getSnapshot())
  const connections = [...flows.connections].map(([namespace, actor]) =>
    connectionState(namespace, actor),
  )
  const connected = connections.filter((connection) => connection.status === 'connected')
  const active =
    connected.find((connection) => connection.namespace === caipNetwork?.chainNamespace) ??
    connected[0]
  return {
    open: selectIsOpen(modal),
    loading: selectIsLoading(modal),
    view: selectView(modal)?.view,
    status:
      connected.length > 0
        ? 'connected'
        : connections.some((connection) => connection.status === 'connecting')
          ? 'connecting'
          : 'disconnected',
    reconnecting: selectIsReconnecting(flows.autoReconnect.getSnapshot()),
    caipNetwork,
    address: active?.address,
    caipAddress: active?.caipAddress,
    connections,
    pairing: { status: selectPairingStatus(pairing), uri: selectLastPairingUri(pairing) },
  }
}
