// DESIGN.md: the root machine. It owns the resolved configuration, invokes every flow machine
// under a system id (one connection machine per adapter namespace), and the coordinator, which
// passes what one flow reports to the others. Built per widget, because the set of connection
// machines follows the configured namespaces. Issue 27: the account's flows and the embedded
// wallet's are not among them; they join the same system when first used (app.startFlows), or,
// for a configured embedded wallet, from the start (`withFlows`; widget/flowsOnFirstUse.ts).
import { type AnyActorLogic, assign, emit, enqueueActions, fromCallback, setup } from 'xstate'
import type { ConnectorSectionType } from '../domain/connectors/connectorOrder'
import type { ConnectorsByNamespace } from '../domain/connectors/connectorsByNamespace'
import type { Platform } from '../domain/platform'
import type {
  CaipNetwork,
  ChainNamespace,
  Connector,
  EmbeddedAccountType,
  WalletListing,
} from '../domain/types'
import { autoReconnectMachine } from '../flows/autoReconnect/autoReconnect.machine'
import { connectionMachine } from '../flows/connection/connection.machine'
import { disconnectMachine } from '../flows/disconnect/disconnect.machine'
import { modalMachine } from '../flows/modal/modal.machine'
import { namesMachine } from '../flows/names/names.machine'
import { networkMachine } from '../flows/network/network.machine'
import { pairingMachine } from '../flows/pairing/pairing.machine'
import { signInMachine } from '../flows/signIn/signIn.machine'
import { type AccountFlowId, type EmbeddedFlowId, widgetSystemIds } from '../flows/systemIds'
import { toastsMachine } from '../flows/toasts/toasts.machine'
import { walletListMachine } from '../flows/walletList/walletList.machine'
import type { WidgetTheme } from './config'
import type { Features } from './features'
import type { WidgetEvent } from './hostEvents'

export interface WidgetInput {
  readonly namespaces: readonly ChainNamespace[]
  readonly networks: readonly CaipNetwork[]
  readonly defaultNetwork: CaipNetwork
  readonly features: Features
  /** spec §2 Theme at start (createWidget's themeMode, themeVariables). */
  readonly theme?: WidgetTheme
  readonly embedded: boolean
  readonly signIn: { readonly enabled: boolean; readonly required: boolean }
  readonly featuredWalletIds: readonly string[]
  readonly excludedWallets: readonly string[]
  readonly customWallets?: readonly WalletListing[]
  readonly connectorOrder?: readonly ConnectorSectionType[]
  /** Issue 29 (12): the browser it runs in, as detected (or as the host set it). */
  readonly platform: Platform
  /** The embedded wallet's preferred account (spec §9 default: eip155 smartAccount). */
  readonly embeddedWallet?: { readonly preferredAccountType?: EmbeddedAccountType }
  /** spec §9 the name zone (the config's services). */
  readonly services?: { readonly nameZone?: string }
  /** spec §4: a session was stored; it reads as reconnecting until its connectors are listed. */
  readonly sessionStored?: boolean
}

export interface WidgetContext {
  readonly features: Features
  /** spec §2 Theme: what the kit shows and the embedded wallet's frame is told. */
  readonly theme: WidgetTheme
  readonly connectors: ConnectorsByNamespace
  readonly recentWallets: readonly WalletListing[]
  /** Issue 29 (11): namespaces whose adapter the host removed (`removeAdapter`). */
  readonly removedNamespaces: readonly ChainNamespace[]
  /** The kit reads the platform rules' detection here rather than detecting again. */
  readonly platform: Platform
}

/** A flow the root starts when asked (issue 27): its logic, with its actors, and its input. */
export interface FlowStart {
  readonly systemId: string
  readonly logic: AnyActorLogic
  readonly input?: unknown
}

export type WidgetMachineEvent =
  | {
      readonly type: 'app.connectors'
      readonly namespace: ChainNamespace
      readonly connectors: readonly Connector[]
    }
  | { readonly type: 'app.recentWallets'; readonly wallets: readonly WalletListing[] }
  /** Issue 29 (11): the host removed the namespace's adapter; its wallets are listed no more. */
  | { readonly type: 'app.removeAdapter'; readonly namespace: ChainNamespace }
  /** Issue 29 (1): the toggles once the project's remote config is known. */
  | { readonly type: 'app.features'; readonly features: Features }
  | { readonly type: 'app.event'; readonly event: WidgetEvent }
  /** Issue 27: flows whose code loaded on first use join the system, under their system ids. */
  | { readonly type: 'app.startFlows'; readonly flows: readonly FlowStart[] }
  /** The host's setThemeMode / setThemeVariables: what it gives replaces what was. */
  | { readonly type: 'user.setTheme'; readonly theme: Partial<WidgetTheme> }

/** A flow the root invokes under its own name: the same id, system id and actor. */
const flowChild = <
  Name extends Exclude<keyof typeof widgetSystemIds, 'connection' | AccountFlowId | EmbeddedFlowId>,
>(
  name: Name,
) => ({ id: name, systemId: widgetSystemIds[name], src: name })

export function createWidgetMachine(input: WidgetInput, withFlows: readonly FlowStart[] = []) {
  return setup({
    types: {
      context: {} as WidgetContext,
      events: {} as WidgetMachineEvent,
      emitted: {} as WidgetEvent,
    },
    actors: {
      modal: modalMachine,
      toasts: toastsMachine,
      pairing: pairingMachine,
      walletList: walletListMachine,
      network: networkMachine,
      autoReconnect: autoReconnectMachine,
      disconnect: disconnectMachine,
      signIn: signInMachine,
      names: namesMachine,
      connection: connectionMachine,
      /** Passes the flows' reports to each other; provided by createWidget. */
      coordinator: fromCallback<WidgetMachineEvent>(() => {}),
    },
    actions: {
      /** Issue 27: flows whose code came later join the system, each under its system id. */
      spawnFlows: enqueueActions(
        ({ enqueue }, params: { readonly flows: readonly FlowStart[] }) => {
          for (const flow of params.flows) {
            enqueue.spawnChild(flow.logic, { systemId: flow.systemId, input: flow.input })
          }
        },
      ),
    },
  }).createMachine({
    id: 'widget',
    context: {
      features: input.features,
      theme: input.theme ?? { themeMode: 'dark' },
      connectors: {},
      recentWallets: [],
      removedNamespaces: [],
      platform: input.platform,
    },
    // Issue 27: a pack whose code came with the widget's (the embedded wallet's, configured)
    // starts with the root, before the coordinator.
    entry: { type: 'spawnFlows', params: { flows: withFlows } },
    invoke: [
      { ...flowChild('modal'), input: { embedded: input.embedded } },
      flowChild('toasts'),
      flowChild('pairing'),
      {
        ...flowChild('walletList'),
        input: {
          featuredWalletIds: input.featuredWalletIds,
          excludedWallets: input.excludedWallets,
          customWallets: input.customWallets,
          connectorOrder: input.connectorOrder,
        },
      },
      {
        ...flowChild('network'),
        input: { networks: input.networks, defaultNetwork: input.defaultNetwork },
      },
      { ...flowChild('autoReconnect'), input: { sessionStored: input.sessionStored } },
      flowChild('disconnect'),
      { ...flowChild('signIn'), input: input.signIn },
      { ...flowChild('names'), input: { zone: input.services?.nameZone } },
      ...input.namespaces.map((namespace) => ({
        id: widgetSystemIds.connection(namespace),
        systemId: widgetSystemIds.connection(namespace),
        src: 'connection' as const,
        input: {
          namespace,
          isTelegram: input.platform.isTelegram,
          isIosSafari: input.platform.isIosSafari,
        },
      })),
      // Last, so every flow above is registered in the system when it starts.
      { id: 'coordinator', src: 'coordinator' },
    ],
    on: {
      'app.connectors': {
        guard: ({ context, event }) => !context.removedNamespaces.includes(event.namespace),
        actions: assign({
          connectors: ({ context, event }) => ({
            ...context.connectors,
            [event.namespace]: event.connectors,
          }),
        }),
      },
      'app.removeAdapter': {
        actions: assign(({ context, event }) => {
          const { [event.namespace]: _removed, ...connectors } = context.connectors
          return {
            connectors,
            removedNamespaces: [...context.removedNamespaces, event.namespace],
          }
        }),
      },
      'app.recentWallets': { actions: assign({ recentWallets: ({ event }) => event.wallets }) },
      'app.features': { actions: assign({ features: ({ event }) => event.features }) },
      'app.event': { actions: emit(({ event }) => event.event) },
      'app.startFlows': {
        actions: { type: 'spawnFlows', params: ({ event }) => ({ flows: event.flows }) },
      },
      'user.setTheme': {
        actions: assign({ theme: ({ context, event }) => ({ ...context.theme, ...event.theme }) }),
      },
    },
  })
}

export type WidgetMachine = ReturnType<typeof createWidgetMachine>
