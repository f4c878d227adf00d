// DESIGN.md createWidget(config), once the widget's code has loaded (createWidget.ts loads this
// module on demand, issue 27): validates the configuration (spec §5), composes the layers into
// one runtime, starts the root actor, and returns a small framework-free handle whose methods
// live in handle/, one function each. Nothing here is global: two widgets share nothing.
// Starting a widget makes no network request.
import { Effect, ManagedRuntime, Result } from 'effect'
import { type Actor, createActor, fromCallback } from 'xstate'
import type { ChainNamespace } from '../domain/types'
import { UnexpectedError } from '../errors/errorInfo'
import type { StorageIssue } from '../errors/storage'
import { type Flows, flowsIn } from '../flows/flows'
import { widgetSystemIds } from '../flows/systemIds'
import { Analytics } from '../services/analytics/Analytics'
import { Telemetry } from '../services/analytics/Telemetry'
import { BLOCKCHAIN_API_URL } from '../services/blockchainApi/BlockchainApi'
import { blockchainApiNodeRpc } from '../services/blockchainApi/nodeRpcUrl'
import { Storage } from '../services/storage/Storage'
import { widgetImageUrl } from '../services/walletDirectory/directoryImageUrl'
import { afterNextPaint } from './afterNextPaint'
import { analyticsEventOf } from './analyticsEvents'
import type { CheckedConfig } from './checkConfig'
import { resolveConfig, type WidgetConfig } from './config'
import { startCoordinator } from './coordinator'
import { flowActorsFor } from './flowActors'
import { accountReads } from './handle/accountReads'
import { connect } from './handle/connect'
import { disconnect } from './handle/disconnect'
import {
  flowSnapshot,
  flowStarting,
  initialSnapshots,
  sendToFlow,
  watchFlow,
} from './handle/flowAccess'
import { providerGetter } from './handle/getProvider'
import { open } from './handle/open'
import type { PayDeps, PayHandle } from './handle/payHandle'
import { payWidget } from './handle/payWidget'
import { removeAdapter, removeNetwork } from './handle/removeNetwork'
import { setAddressLabel } from './handle/setAddressLabel'
import { signMessageHandle } from './handle/signMessageHandle'
import { smartSessionHandle } from './handle/smartSessionHandle'
import { startPairing } from './handle/startPairing'
import { onEvent, subscribe } from './handle/subscribe'
import { switchNetwork } from './handle/switchNetwork'
import { themeHandle } from './handle/themeHandle'
import type { WidgetContext } from './handle/widgetContext'
import type { Widget } from './handle/widgetHandle'
import type { Tell } from './hostEvents'
import { restoreSession } from './persistence'
import { widgetLayer } from './services'
import { createWidgetMachine, type WidgetMachine, type WidgetMachineEvent } from './widget.machine'
import { widgetAlerts } from './widgetAlerts'
import { type EmbeddedFlowsCode, widgetFlowPacks } from './widgetFlowPacks'
import { readWidgetState } from './widgetState'

/** spec §1 pay (off by default): the handle's code loads on the first payment a host asks for. */
function lazyPayHandle(deps: PayDeps): PayHandle {
  let handle: Promise<PayHandle> | undefined
  return {
    pay: (request) => {
      handle ??= import('./handle/payHandle').then((module) => module.payHandle(deps))
      return handle.then((loaded) => loaded.pay(request))
    },
  }
}

/** Starts the widget of a config that `checkConfig` has passed (createWidget checks it first).
 * `embeddedCode`: the embedded wallet's flows, loaded beside this code when the host configured
 * one (createWidget), so they start with the root. */
export function startWidget(
  config: WidgetConfig,
  checked: CheckedConfig,
  embeddedCode: EmbeddedFlowsCode | undefined,
): Widget {
  const resolved = resolveConfig(config, checked)
  // A host error the schema finds (the metadata): thrown once, typed, with the spec's message.
  if (Result.isFailure(resolved)) throw resolved.failure
  const settings = resolved.success
  // spec §7: the networks the host gave no node URL read through the Blockchain API's proxy.
  const nodeRpc = blockchainApiNodeRpc(
    settings.services.blockchainApiUrl ?? BLOCKCHAIN_API_URL,
    settings.projectId,
  )
  for (const adapter of config.adapters) adapter.useNodeRpc?.(nodeRpc)

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
  let actor: Actor<WidgetMachine> | undefined
  const context: WidgetContext = {
    settings,
    runtime,
    storage,
    root: () => {
      if (!actor) throw new Error('The widget is still starting')
      return actor
    },
    flows: () => {
      if (!running) throw new Error('The widget has been destroyed')
      return running
    },
    tell: (event) => context.root().send({ type: 'app.event', event }),
    alert: (ids) => showAlerts(ids),
  }
  const showAlerts = widgetAlerts(context.flows, context.tell)
  const state = () => readWidgetState(context.flows())
  const reads = accountReads({
    config: settings,
    runtime,
    state,
    toastError: (message) =>
      context.flows().toasts.send({ type: 'app.toast', toast: { variant: 'error', message } }),
  })

  const connectedAccount = (namespace: ChainNamespace) => {
    const connection = running?.connections.get(namespace)?.getSnapshot().context
    return { connectorId: connection?.connectorId, address: connection?.address }
  }
  // Issue 27: the account's flows start on first use; the embedded wallet's with the root when
  // the host configured one (its code came with this), else on first use.
  const {
    account: accountFlows,
    embedded: embeddedFlows,
    packOf,
  } = widgetFlowPacks({
    context,
    settings,
    runtime,
    connectedAccount,
    showAlerts,
    alive: () => running !== undefined,
    payWidget: payWidget(context, () =>
      reads.getBalances({ throwOnError: true, forceUpdate: true }),
    ),
    embeddedCode,
  })

  const machine = createWidgetMachine(
    {
      ...settings,
      defaultNetwork: storedNetwork ?? settings.defaultNetwork,
      sessionStored: restored.connectedNamespaces.length > 0,
    },
    embeddedFlows.startsWithRoot,
  )
  const provided = flowActorsFor(machine, settings, runtime, connectedAccount, () =>
    startPairing(context),
  ).provide({
    actors: {
      coordinator: fromCallback<WidgetMachineEvent>(({ system: actorSystem, sendBack }) => {
        running = flowsIn(actorSystem, settings.namespaces)
        return startCoordinator(running, sendBack, {
          config: settings,
          runtime,
          storage,
          restored,
          showAlerts,
          accountFlows: accountFlows.running,
          reactWithRoot: () => embeddedFlows.reactWithRoot(actorSystem),
          // The Account view reads them: ready by the time it opens, never before the paint.
          warmAccountFlows: () =>
            afterNextPaint(() => {
              accountFlows.start().catch(() => undefined)
            }),
        })
      }),
    },
  })
  // No clock given: xstate's own (an explicit `clock: undefined` would replace it). The root
  // is in its own system under a system id, so reactions can read its context (the theme).
  const root = createActor(provided, {
    systemId: widgetSystemIds.widget,
    ...(settings.clock ? { clock: settings.clock } : {}),
  })
  actor = root
  root.start()
  if (restored.recentWallets.length > 0) {
    root.send({ type: 'app.recentWallets', wallets: restored.recentWallets })
  }
  const tell: Tell = context.tell
  // spec §7: every host event is an analytics event (the service holds it until analytics is
  // known to be on); the errors among them are also error telemetry, capped at 5 a minute.
  root.on('*', (event) => {
    const address = running ? readWidgetState(running).address : undefined
    // spec §8 'An error occurred' (decision 0040): a flow ended by a failure nothing foresaw.
    if ('error' in event && event.error instanceof UnexpectedError) {
      showAlerts(['genericError'])
    }
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
  // What starting tells (spec §1 MODAL_CREATED, then the issues found while starting) reaches
  // the host's listeners, which it adds after this returns.
  queueMicrotask(() => {
    tell({ type: 'MODAL_CREATED' })
    for (const issue of issues.splice(0)) reportIssue(issue)
  })

  return {
    ready: Promise.resolve(),
    readiness: () => 'ready',
    open: (parameters) => open(context, parameters),
    close: () => context.flows().modal.send({ type: 'user.close' }),
    refreshAccount: () => {
      // A history not read yet is read when its flow starts.
      accountFlows.running()?.activity.send({ type: 'user.refresh' })
      tell({ type: 'ACCOUNT_REFRESH' })
    },
    connect: (parameters) => connect(context, parameters),
    switchNetwork: (target) => switchNetwork(context, target),
    disconnect: (parameters) => disconnect(context, parameters),
    removeNetwork: (caipNetworkId) => removeNetwork(context, caipNetworkId),
    removeAdapter: (namespace) => removeAdapter(context, namespace),
    setAddressLabel: (parameters) => setAddressLabel(context, parameters),
    ...reads,
    ...smartSessionHandle({
      flow: () => accountFlows.start().then((flows) => flows.smartSessions),
      state,
      open: (parameters) => open(context, parameters),
    }),
    ...signMessageHandle({ config: settings, runtime, state }),
    ...themeHandle(context.root),
    ...lazyPayHandle({
      enabled: settings.features.pay,
      networks: settings.networks,
      flow: () => accountFlows.start().then((flows) => flows.payment),
    }),
    getState: state,
    getProvider: providerGetter(context),
    getNetworks: () => context.flows().network.getSnapshot().context.networks,
    imageUrl: widgetImageUrl(settings),
    subscribe: (listener) => subscribe(context, listener),
    on: (type, listener) => onEvent(context, type, listener),
    destroy: async () => {
      accountFlows.stop()
      embeddedFlows.stop()
      root.stop()
      running = undefined
      await runtime.dispose()
    },
    actor: root,
    flowSnapshot: (id) => flowSnapshot(root, id),
    flowStarting: (id) => flowStarting(packOf, id),
    watchFlow: (id, onChange) => watchFlow(root, packOf, id, onChange),
    sendToFlow: (id, event) => sendToFlow(root, packOf, id, event),
    initialSnapshotOf: initialSnapshots(settings, packOf),
  }
}
