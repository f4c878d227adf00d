// Issue 26: the running flows, typed once. Each entry is the ActorRef of its machine, so a
// reaction's `.on('send.succeeded', …)` gets the machine's emitted event and `.send(…)` is checked
// against the machine's events: renaming an event fails tsc. The root machine invokes each flow
// under a system id (widget.machine.ts); this is the one place that looks them up.
import type { ActorRefFrom, EventFrom, SnapshotFrom } from 'xstate'
import type { ChainNamespace } from '../domain/namespaces'
import type { WidgetMachine } from '../widget/widget.machine'
import type { activityMachine } from './activity/activity.machine'
import type { autoReconnectMachine } from './autoReconnect/autoReconnect.machine'
import type { connectionMachine } from './connection/connection.machine'
import type { disconnectMachine } from './disconnect/disconnect.machine'
import type { embeddedApprovalMachine } from './embeddedWallet/embeddedApproval.machine'
import type { embeddedWalletMachine } from './embeddedWallet/embeddedWallet.machine'
import type { updateEmailMachine } from './embeddedWallet/updateEmail.machine'
import type { modalMachine } from './modal/modal.machine'
import type { namesMachine } from './names/names.machine'
import type { networkMachine } from './network/network.machine'
import type { onrampMachine } from './onramp/onramp.machine'
import type { pairingMachine } from './pairing/pairing.machine'
import type { payMachine } from './pay/pay.machine'
import type { sendMachine } from './send/send.machine'
import type { signInMachine } from './signIn/signIn.machine'
import type { smartSessionsMachine } from './smartSessions/smartSessions.machine'
import type { swapMachine } from './swap/swap.machine'
import { widgetSystemIds } from './systemIds'
import type { toastsMachine } from './toasts/toasts.machine'
import type { walletListMachine } from './walletList/walletList.machine'

/** The part of xstate's actor system the widget uses: flows by system id, each typed as the flow
 * the root machine invokes under that id (FlowsById). xstate's own `get` is of any actor, and a root
 * actor's system is read as this one: the one place the ids and the types meet. */
export interface FlowSystem {
  get<Id extends FlowId>(systemId: Id): FlowsById[Id] | undefined
}

export interface Flows {
  /** The root, for its context (the theme); absent while it registers. */
  readonly widget?: ActorRefFrom<WidgetMachine>
  readonly modal: ActorRefFrom<typeof modalMachine>
  readonly toasts: ActorRefFrom<typeof toastsMachine>
  readonly pairing: ActorRefFrom<typeof pairingMachine>
  readonly walletList: ActorRefFrom<typeof walletListMachine>
  readonly network: ActorRefFrom<typeof networkMachine>
  readonly autoReconnect: ActorRefFrom<typeof autoReconnectMachine>
  readonly disconnect: ActorRefFrom<typeof disconnectMachine>
  readonly signIn: ActorRefFrom<typeof signInMachine>
  readonly names: ActorRefFrom<typeof namesMachine>
  /** One connection flow per configured namespace. */
  readonly connections: ReadonlyMap<ChainNamespace, ActorRefFrom<typeof connectionMachine>>
}

/** Issue 27: the account's flows, running once something asked for one (systemIds.ts). */
export interface AccountFlows {
  readonly send: ActorRefFrom<typeof sendMachine>
  /** A host's payment (spec §1 pay): a second send flow, the payment machine's child. */
  readonly pay: ActorRefFrom<typeof sendMachine>
  /** A host's payment (spec §1 pay): its steps, from connecting to the confirmed transfer. */
  readonly payment: ActorRefFrom<typeof payMachine>
  readonly activity: ActorRefFrom<typeof activityMachine>
  readonly smartSessions: ActorRefFrom<typeof smartSessionsMachine>
  readonly swap: ActorRefFrom<typeof swapMachine>
  readonly onramp: ActorRefFrom<typeof onrampMachine>
}

/** Issue 27: the embedded wallet's flows, running from the start when the host configured one,
 * else once something asked for one (systemIds.ts). */
export interface EmbeddedFlows {
  readonly embeddedWallet: ActorRefFrom<typeof embeddedWalletMachine>
  readonly embeddedEmailUpdate: ActorRefFrom<typeof updateEmailMachine>
  readonly embeddedApproval: ActorRefFrom<typeof embeddedApprovalMachine>
}

/** The flows by system id: a flow's name, or `connection.<namespace>` for a connection. */
export interface FlowsById
  extends Omit<Flows, 'widget' | 'connections'>,
    AccountFlows,
    EmbeddedFlows,
    Readonly<Record<`connection.${ChainNamespace}`, ActorRefFrom<typeof connectionMachine>>> {
  /** The root: its context holds the features, theme, connectors and recent wallets. */
  readonly widget: ActorRefFrom<WidgetMachine>
}

export type FlowId = keyof FlowsById
/** What a flow's selectors read. */
export type FlowSnapshot<Id extends FlowId> = SnapshotFrom<FlowsById[Id]>
/** What a flow accepts. */
export type FlowEvent<Id extends FlowId> = EventFrom<FlowsById[Id]>

/** A flow the system was asked for by id: there, or a bug (an id no root machine invokes). */
export function existingFlow<Flow>(flow: Flow | undefined, systemId: string): Flow {
  if (!flow) throw new Error(`The widget has no flow '${systemId}'`)
  return flow
}

/** The system's flow with this id: there, or a bug (an id no root machine invokes). */
export const flowIn = <Id extends FlowId>(system: FlowSystem, systemId: Id): FlowsById[Id] =>
  existingFlow(system.get(systemId), systemId)

/** A pack's flows (issue 27, widget/flowsOnFirstUse.ts), once the root has started them: each
 * of `ids` under its system id. */
export function packFlowsIn<Id extends keyof FlowsById>(
  system: FlowSystem,
  ids: readonly Id[],
): Pick<FlowsById, Id> {
  return Object.fromEntries(ids.map((id) => [id, flowIn(system, id)])) as Pick<FlowsById, Id>
}

/** The flows of a running widget, each under the system id the root machine gave it. */
export function flowsIn(system: FlowSystem, namespaces: readonly ChainNamespace[]): Flows {
  const get = <Id extends FlowId>(id: Id) => flowIn(system, id)
  const ids = widgetSystemIds
  return {
    widget: system.get(ids.widget),
    modal: get(ids.modal),
    toasts: get(ids.toasts),
    pairing: get(ids.pairing),
    walletList: get(ids.walletList),
    network: get(ids.network),
    autoReconnect: get(ids.autoReconnect),
    disconnect: get(ids.disconnect),
    signIn: get(ids.signIn),
    names: get(ids.names),
    connections: new Map(
      namespaces.map((namespace) => [namespace, get(ids.connection(namespace))]),
    ),
  }
}

/** Every flow, the account's started: what the account's reactions work with. */
export type FlowsWithAccount = Flows & AccountFlows

/** Every flow, the embedded wallet's started: what its reactions work with. */
export type FlowsWithEmbedded = Flows & EmbeddedFlows
