// DESIGN.md createWidget(config): validates the configuration (spec §5), composes the layers
// into one runtime, starts the root actor, and returns a small framework-free handle. Nothing
// here is global: two widgets share nothing. Creating a widget makes no network request.
import { Effect, ManagedRuntime, Result } from 'effect'
import { type Actor, createActor, fromCallback, type Subscribable } from 'xstate'
import { type Connected, ConnectorNotFoundError } from '../adapter'
import type { HeldNft } from '../domain/activity/heldNfts'
import type {
  Balance,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  Connector,
  WalletListing,
} from '../domain/types'
import { NetworkNotFoundError, RequestAbortedError } from '../errors/sdk'
import type { StorageIssue } from '../errors/storage'
import {
  existingFlow,
  type FlowEvent,
  type FlowId,
  type FlowSnapshot,
  type FlowSystem,
  type Flows,
  flowsIn,
} from '../flows/flows'
import { type OpeningFacts, unsupportedChainApplies, type ViewEntry } from '../flows/modal/views'
import type { Pairing } from '../flows/pairing/pairing.machine'
import { settleOnce } from '../flows/settleOnce'
import { Analytics } from '../services/analytics/Analytics'
import { Telemetry } from '../services/analytics/Telemetry'
import type { TokenBalance } from '../services/blockchainApi/responses'
import { Storage } from '../services/storage/Storage'
import { accountReads } from './accountReads'
import { analyticsEventOf } from './analyticsEvents'
import { resolveConfig, type WidgetConfig } from './config'
import { activeConnections, startCoordinator } from './coordinator'
import { flowActorsFor } from './flowActors'
import { isEventOf, type Tell, type WidgetEventOf, type WidgetEventType } from './hostEvents'
import { namespaceOpening, unconnectedActiveNamespace } from './namespaceOpening'
import type { PayDeps, PayHandle } from './payHandle'
import { payWidget } from './payWidget'
import { restoreSession, saveRecentWallet } from './persistence'
import { widgetLayer } from './services'
import { type SignMessageHandle, signMessageHandle } from './signMessageHandle'
import { type SmartSessionHandle, smartSessionHandle } from './smartSessionHandle'
import { type ThemeHandle, themeHandle } from './themeHandle'
import {
  createWidgetMachine,
  type WidgetMachine,
  type WidgetMachineEvent,
  widgetSystemIds,
} from './widget.machine'
import { readWidgetState, type WidgetState } from './widgetState'

export interface OpenParameters {
  readonly view?: ViewEntry['view']
  readonly namespace?: ChainNamespace
}

export interface ConnectParameters {
  readonly connectorId: string
  readonly caipNetwork?: CaipNetwork
  /** The directory entry chosen, kept as a recent wallet on success (spec §3). */
  readonly wallet?: WalletListing
}

export interface Widget extends SmartSessionHandle, PayHandle, SignMessageHandle, ThemeHandle {
  readonly open: (parameters?: OpenParameters) => void
  readonly close: () => void
  readonly connect: (parameters: ConnectParameters) => Promise<Connected>
  readonly switchNetwork: (network: CaipNetwork | CaipNetworkId) => void
  /** spec §4: one namespace (and those sharing its session), or every connection. */
  readonly disconnect: (parameters?: { readonly namespace?: ChainNamespace }) => Promise<void>
  /** The active account's balances (spec §7); empty, with a toast, when unavailable (or,
   * with `throwOnError`, a TokenBalanceUnavailableError after the toast). */
  readonly getBalances: (options?: {
    readonly throwOnError?: boolean
    /** Ask the API again even within the 30 s cache. */
    readonly forceUpdate?: boolean
  }) => Promise<readonly TokenBalance[]>
  /** spec §7 identity of the active eip155 account; rejects with an HttpError. */
  readonly getIdentity: () => Promise<{
    readonly name: string | null
    readonly avatar: string | null
  }>
  /** Reads the account again (balances, NFTs, history), as after a send: for a host's own
   * transactions. Emits ACCOUNT_REFRESH. */
  readonly refreshAccount: () => void
  /** spec §3 Balance: the active account's native coin, read from the chain. */
  readonly getNativeBalance: () => Promise<Balance>
  /** The NFTs the active account holds on the active network (spam hidden). */
  readonly getNfts: () => Promise<readonly HeldNft[]>
  readonly getState: () => WidgetState
  readonly subscribe: (listener: (state: WidgetState) => void) => () => void
  /** The host's event stream: '*' or one type (DISCONNECT_SUCCESS, SWITCH_NETWORK, …). */
  readonly on: <Type extends WidgetEventType | '*'>(
    type: Type,
    listener: (event: WidgetEventOf<Type>) => void,
  ) => () => void
  readonly destroy: () => Promise<void>
  /** The root actor, for the React hooks. */
  readonly actor: Actor<WidgetMachine>
  /** The React hooks' one way into the flows, typed by system id (`widget` for the root): a
   * flow's snapshot now, a watch on its changes, an event sent to it. */
  readonly flowSnapshot: <Id extends FlowId>(id: Id) => FlowSnapshot<Id>
  readonly watchFlow: (id: FlowId, onChange: () => void) => () => void
  readonly sendToFlow: <Id extends FlowId>(id: Id, event: FlowEvent<Id>) => void
  /** A flow's snapshot (by system id, `widget` for the root) as every new widget starts it,
   * before storage and the page's wallets are read: what a server renders, so the React hooks
   * hydrate to the same HTML and only then show the browser's state (decision 0026). */
  readonly initialSnapshotOf: <Id extends FlowId>(id: Id) => FlowSnapshot<Id>
}

/** spec §1 pay (off by default): the handle's code loads on the first payment a host asks for. */
function lazyPayHandle(deps: PayDeps): PayHandle {
  let handle: Promise<PayHandle> | undefined
  return {
    pay: (request) => {
      handle ??= import('./payHandle').then((module) => module.payHandle(deps))
      return handle.then((loaded) => loaded.pay(request))
    },
  }
}

export function createWidget(config: WidgetConfig): Widget {
  const resolved = resolveConfig(config)
  // A host error: thrown once, typed (its `_tag` names the rule), with the spec's message.
  if (Result.isFailure(resolved)) throw resolved.failure
  const settings = resolved.success

  const issues: StorageIssue[] = []
  let reportIssue = (issue: StorageIssue) => {
    issues.push(issue)
  }
  const storageOptions = {
    prefix: settings.storagePrefix,
    onIssue: (issue: StorageIssue) => reportIssue(issue),
  }
  const runtime = ManagedRuntime.make(widgetLayer(settings, storageOptions))
  const storage = runtime.runSync(
    Effect.gen(function* () {
      return yield* Storage
    }),
  )
  const restored = runtime.runSync(restoreSession(storage, settings.namespaces))
  const storedNetwork = settings.networks.find(
    (network) => network.caipNetworkId === restored.activeCaipNetworkId,
  )

  // The running flows, looked up once when the root starts them (the coordinator's start).
  let running: Flows | undefined
  const flowsOf = () => {
    if (!running) throw new Error('The widget has been destroyed')
    return running
  }
  const machine = createWidgetMachine({
    ...settings,
    defaultNetwork: storedNetwork ?? settings.defaultNetwork,
  })
  const provided = flowActorsFor(
    machine,
    settings,
    runtime,
    (namespace) => {
      const context = running?.connections.get(namespace)?.getSnapshot().context
      return { connectorId: context?.connectorId, address: context?.address }
    },
    startPairing,
    payWidget({
      state: () => readWidgetState(flowsOf()),
      subscribe,
      open,
      switchNetwork,
      network: () => flowsOf().network,
      balances: () => reads.getBalances({ throwOnError: true, forceUpdate: true }),
    }),
  ).provide({
    actors: {
      coordinator: fromCallback<WidgetMachineEvent>(({ system: actorSystem, sendBack }) => {
        running = flowsIn(actorSystem as FlowSystem, settings.namespaces)
        const coordinator = startCoordinator(running, sendBack, {
          config: settings,
          runtime,
          storage,
          restored,
        })
        connectors = coordinator.connectors
        return coordinator.stop
      }),
    },
  })
  let connectors: ReadonlyMap<string, Connector> = new Map()
  // No clock given: xstate's own (an explicit `clock: undefined` would replace it). The root
  // is in its own system under a system id, so reactions can read its context (the theme).
  const actor = createActor(provided, {
    systemId: widgetSystemIds.widget,
    ...(settings.clock ? { clock: settings.clock } : {}),
  }).start()
  if (restored.recentWallets.length > 0) {
    actor.send({ type: 'app.recentWallets', wallets: restored.recentWallets })
  }
  const tell: Tell = (event) => actor.send({ type: 'app.event', event })
  // spec §7: every host event is an analytics event (the service holds it until analytics is
  // known to be on); the errors among them are also error telemetry, capped at 5 a minute.
  actor.on('*', (event) => {
    const address = running ? readWidgetState(running).address : undefined
    runtime.runFork(
      Effect.gen(function* () {
        yield* (yield* Analytics).track(analyticsEventOf(event), address)
        if (event.type.endsWith('_ERROR') && 'error' in event) {
          yield* (yield* Telemetry).report({ event: event.type, error: event.error })
        }
      }),
    )
  })
  reportIssue = (issue) => tell({ type: 'STORAGE_ERROR', error: issue })
  // Issues found while starting reach the host's listeners, which it adds after this returns.
  queueMicrotask(() => {
    for (const issue of issues.splice(0)) reportIssue(issue)
  })

  function open({ view, namespace }: OpenParameters = {}) {
    const f = flowsOf()
    const state = readWidgetState(f)
    const network = f.network.getSnapshot()
    // spec §2: opened for a namespace, its account (made active first) or its wallets.
    const forNamespace = namespace ?? unconnectedActiveNamespace(state)
    const target = forNamespace
      ? namespaceOpening(forNamespace, state, settings.networks)
      : undefined
    if (target?.network) switchNetwork(target.network)
    const facts: OpeningFacts = {
      connected: target ? target.connected : state.status === 'connected',
      hasAdapters: settings.adapters.length > 0,
      isMobile: settings.platform.isMobile,
      signInNeeded: f.signIn.getSnapshot().hasTag('signInNeeded'),
      unsupportedChain:
        network.context.unsupportedChainId !== undefined &&
        unsupportedChainApplies({
          activeNetworkRequested: false,
          switchingEnabled: settings.enableNetworkSwitch,
          allowUnsupportedChain: settings.allowUnsupportedChain,
          basicWalletConnectMode: settings.basic,
        }),
      requested: view ? { view } : undefined,
    }
    f.modal.send({ type: 'user.open', facts, namespace: forNamespace })
    tell({ type: 'MODAL_OPEN' })
  }

  function connect({ connectorId, caipNetwork, wallet }: ConnectParameters): Promise<Connected> {
    const namespace = connectors.get(connectorId)?.chain
    const connection = namespace ? flowsOf().connections.get(namespace) : undefined
    if (!namespace || !connection) {
      return Promise.reject(new ConnectorNotFoundError({ connectorId }))
    }
    // Sent before listening: a retry cancels the earlier attempt synchronously, and that
    // cancellation belongs to the earlier call's promise, not this one.
    // spec §4: while a QR code shows, the status stays disconnected.
    const viaPairing = connectors.get(connectorId)?.type === 'WALLET_CONNECT'
    connection.send({ type: 'user.connect', connectorId, caipNetwork, viaPairing })
    return settleOnce<Connected>(({ resolve, reject }) => [
      connection.on('connection.connected', (event) => {
        if (wallet) {
          const wallets = runtime.runSync(saveRecentWallet(storage, wallet))
          actor.send({ type: 'app.recentWallets', wallets })
        }
        resolve(event.connection)
      }),
      connection.on('connection.failed', (event) => reject(event.error)),
      connection.on('connection.cancelled', () => reject(new RequestAbortedError())),
    ])
  }

  /** spec §9: a new WalletConnect pairing: resolves with its URI once the transport has one. */
  function startPairing(): Promise<Pairing> {
    const source = settings.walletConnect
    if (!source) return Promise.reject(new ConnectorNotFoundError({ connectorId: 'walletConnect' }))
    return settleOnce<Pairing>(({ resolve, reject }) => {
      const watch = { unsubscribe: source.watchUri(resolve) }
      connect({ connectorId: source.connectorId }).catch(reject)
      return [watch]
    })
  }

  function switchNetwork(target: CaipNetwork | CaipNetworkId) {
    const f = flowsOf()
    const network =
      typeof target === 'string'
        ? settings.networks.find((candidate) => candidate.caipNetworkId === target)
        : target
    if (!network) {
      // spec §8 'Network not found': an id that is not among the configured networks.
      const error = new NetworkNotFoundError({ cause: target })
      f.toasts.send({ type: 'app.toast', toast: { variant: 'error', message: error.message } })
      tell({ type: 'SWITCH_NETWORK_ERROR', error })
      return
    }
    const connectorId = f.connections.get(network.chainNamespace)?.getSnapshot().context.connectorId
    f.network.send({ type: 'user.switchNetwork', caipNetwork: network, connectorId })
  }

  function disconnect({ namespace }: { readonly namespace?: ChainNamespace } = {}): Promise<void> {
    const f = flowsOf()
    const outcome = settleOnce<void>(({ resolve, reject }) => [
      f.disconnect.on('DISCONNECT_SUCCESS', () => resolve()),
      f.disconnect.on('DISCONNECT_ERROR', (event) => reject(event.error)),
    ])
    f.disconnect.send({
      type: 'user.disconnect',
      connections: activeConnections(f.connections, connectors),
      namespace,
    })
    return outcome
  }

  const reads = accountReads({
    config: settings,
    runtime,
    state: () => readWidgetState(flowsOf()),
    toastError: (message) =>
      flowsOf().toasts.send({ type: 'app.toast', toast: { variant: 'error', message } }),
  })

  // Made on first use (hydration only) from the configuration alone, and never started: its
  // flows run nothing, and their snapshots are the same on the server and in the browser.
  let initialActor: Actor<WidgetMachine> | undefined
  function initialSnapshotOf<Id extends FlowId>(id: Id): FlowSnapshot<Id> {
    initialActor ??= createActor(createWidgetMachine(settings), {
      systemId: widgetSystemIds.widget,
    })
    const snapshot: FlowSnapshot<Id> = existingFlow(initialActor.system.get(id), id).getSnapshot()
    return snapshot
  }

  // Through the root's system, whose `get` is untyped (xstate's system of any actors): the ids
  // and the types of FlowsById meet here only.
  function flowSnapshot<Id extends FlowId>(id: Id): FlowSnapshot<Id> {
    const snapshot: FlowSnapshot<Id> = existingFlow(actor.system.get(id), id).getSnapshot()
    return snapshot
  }

  function watchFlow(id: FlowId, onChange: () => void): () => void {
    const flow: Subscribable<unknown> = existingFlow(actor.system.get(id), id)
    const subscription = flow.subscribe({ next: onChange, error: onChange })
    return () => subscription.unsubscribe()
  }

  function sendToFlow<Id extends FlowId>(id: Id, event: FlowEvent<Id>): void {
    const flow: { send(event: FlowEvent<Id>): void } = existingFlow(actor.system.get(id), id)
    flow.send(event)
  }

  function subscribe(listener: (state: WidgetState) => void) {
    const f = flowsOf()
    const notify = () => listener(readWidgetState(f))
    const watched: readonly { subscribe(next: () => void): { unsubscribe(): void } }[] = [
      actor,
      f.modal,
      f.network,
      f.autoReconnect,
      f.pairing,
      ...f.connections.values(),
    ]
    const subscriptions = watched.map((ref) => ref.subscribe(notify))
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }

  return {
    open,
    close: () => flowsOf().modal.send({ type: 'user.close' }),
    refreshAccount: () => {
      flowsOf().activity.send({ type: 'user.refresh' })
      tell({ type: 'ACCOUNT_REFRESH' })
    },
    connect,
    switchNetwork,
    disconnect,
    ...reads,
    ...smartSessionHandle({
      flow: () => flowsOf().smartSessions,
      state: () => readWidgetState(flowsOf()),
      open,
    }),
    ...signMessageHandle({ config: settings, runtime, state: () => readWidgetState(flowsOf()) }),
    ...themeHandle(() => actor),
    ...lazyPayHandle({
      enabled: settings.features.pay,
      networks: settings.networks,
      flow: () => flowsOf().payment,
    }),
    getState: () => readWidgetState(flowsOf()),
    subscribe,
    on: (type, listener) => {
      const subscription = actor.on('*', (event) => {
        if (isEventOf(event, type)) listener(event)
      })
      return () => subscription.unsubscribe()
    },
    destroy: async () => {
      actor.stop()
      running = undefined
      await runtime.dispose()
    },
    actor,
    flowSnapshot,
    watchFlow,
    sendToFlow,
    initialSnapshotOf,
  }
}
