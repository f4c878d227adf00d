// DESIGN.md handle.getState(): a plain snapshot of what a host usually needs, read through the
// flows' selectors.

import type { ActorRefFrom } from 'xstate'
import type { CaipAddress, CaipNetwork, ChainNamespace, ConnectionStatus } from '../domain/types'
import type { connectionMachine } from '../flows/connection/connection.machine'
import type { Flows } from '../flows/flows'
import type { ViewName } from '../flows/modal/views'

export interface WidgetConnectionState {
  readonly namespace: ChainNamespace
  readonly status: ConnectionStatus
  readonly connectorId?: string
  readonly address?: string
  readonly caipAddress?: CaipAddress
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
  readonly status: 'idle' | 'loading' | 'ready' | 'expired' | 'failed'
  readonly uri?: string
}

function pairingState(actor: Flows['pairing']): WidgetPairingState {
  const snapshot = actor.getSnapshot()
  const status = (['loading', 'ready', 'expired', 'failed'] as const).find((tag) =>
    snapshot.hasTag(tag),
  )
  return { status: status ?? 'idle', uri: snapshot.context.uri }
}

type StateFlows = Pick<Flows, 'modal' | 'network' | 'autoReconnect' | 'pairing' | 'connections'>

function connectionState(
  namespace: ChainNamespace,
  actor: ActorRefFrom<typeof connectionMachine>,
): WidgetConnectionState {
  const snapshot = actor.getSnapshot()
  const status: ConnectionStatus = snapshot.hasTag('connected')
    ? 'connected'
    : snapshot.hasTag('connecting')
      ? 'connecting'
      : 'disconnected'
  const { connectorId, address, caipAddress } = snapshot.context
  return { namespace, status, connectorId, address, caipAddress }
}

export function readWidgetState(flows: StateFlows): WidgetState {
  const modal = flows.modal.getSnapshot()
  const caipNetwork: CaipNetwork | undefined = flows.network.getSnapshot().context.active
  const connections = [...flows.connections].map(([namespace, actor]) =>
    connectionState(namespace, actor),
  )
  const connected = connections.filter((connection) => connection.status === 'connected')
  const active =
    connected.find((connection) => connection.namespace === caipNetwork?.chainNamespace) ??
    connected[0]
  return {
    open: modal.hasTag('open'),
    loading: modal.hasTag('loading'),
    view: modal.context.stack.at(-1)?.view,
    status:
      connected.length > 0
        ? 'connected'
        : connections.some((connection) => connection.status === 'connecting')
          ? 'connecting'
          : 'disconnected',
    reconnecting: flows.autoReconnect.getSnapshot().hasTag('reconnecting'),
    caipNetwork,
    address: active?.address,
    caipAddress: active?.caipAddress,
    connections,
    pairing: pairingState(flows.pairing),
  }
}
