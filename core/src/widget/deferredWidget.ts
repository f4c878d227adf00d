// issue 27, decision 0037: the handle createWidget returns while the widget's code is still on
// its way. It is the same Widget: actions (open, connect, …) wait for the started widget and run
// in the order they were made, so a click before it arrives still opens the modal; listeners
// are attached the moment it starts, before anything it reports at start; reads answer from
// the stored state and the configuration (a stored session reads as reconnecting, spec §4).
import { readInitialState } from '../initialState/readInitialState'
import { widgetImageUrl } from '../services/walletDirectory/directoryImageUrl'
import { type CheckedConfig, startTheme } from './checkConfig'
import type { WidgetConfig } from './config'
import type { Widget, WidgetReadiness } from './handle/widgetHandle'
import type { WidgetState } from './widgetState'

/** A flow was read before the widget runs: the React hooks wait for `ready` instead. */
export class WidgetNotReadyError extends Error {
  readonly _tag = 'WidgetNotReadyError'
  override readonly message = 'The widget is still loading: wait for widget.ready'
}

/**
 * `start` gets `attach`: call it with the started widget in the same task that started it, so
 * the listeners added before are in place for what the widget reports at once.
 */
export function deferredWidget(
  config: WidgetConfig,
  checked: CheckedConfig,
  start: (attach: (started: Widget) => Widget) => Promise<Widget>,
): Widget {
  let widget: Widget | undefined
  let failure: { readonly error: unknown } | undefined
  let destroyed = false
  const attachments = new Set<(started: Widget) => void>()
  const started = start((running) => {
    widget = running
    for (const attach of attachments) attach(running)
    attachments.clear()
    return running
  })
  started.catch((error: unknown) => {
    failure = { error }
    attachments.clear()
  })
  const ready = started.then(() => undefined)

  /** A listener now, or once the widget runs (`atStart`: what it shows changed since); the
   * returned stop works before and after. */
  const whenStarted = (attach: (running: Widget, atStart: boolean) => () => void): (() => void) => {
    if (widget) return attach(widget, false)
    let stop: (() => void) | undefined
    const pending = (running: Widget) => {
      stop = attach(running, true)
    }
    attachments.add(pending)
    return () => {
      attachments.delete(pending)
      stop?.()
    }
  }
  /** An action with no answer: run in order once the widget runs (nothing if it never does). */
  const later = (action: (running: Widget) => void): void => {
    if (widget) action(widget)
    else started.then(action, () => undefined)
  }
  /** An action with an answer: the started widget's, or why it never started. */
  const answer = <T>(action: (running: Widget) => Promise<T>): Promise<T> =>
    widget ? action(widget) : started.then(action)
  const running = (): Widget => {
    if (widget) return widget
    throw failure ? failure.error : new WidgetNotReadyError()
  }

  const initial = readInitialState({ prefix: config.storagePrefix, storage: config.storage })
  const stateBeforeStart: WidgetState = {
    open: false,
    loading: false,
    status: 'disconnected',
    reconnecting: initial.status === 'reconnecting',
    connections: [],
    pairing: { status: 'idle' },
  }
  const themeBeforeStart = startTheme(config)

  return {
    ready,
    readiness: (): WidgetReadiness => (widget ? 'ready' : failure ? 'failed' : 'loading'),
    open: (parameters) => later((w) => w.open(parameters)),
    close: () => later((w) => w.close()),
    refreshAccount: () => later((w) => w.refreshAccount()),
    setAddressLabel: (parameters) => later((w) => w.setAddressLabel(parameters)),
    switchNetwork: (network) => later((w) => w.switchNetwork(network)),
    setThemeMode: (themeMode) => later((w) => w.setThemeMode(themeMode)),
    setThemeVariables: (variables) => later((w) => w.setThemeVariables(variables)),
    sendToFlow: (id, event) => later((w) => w.sendToFlow(id, event)),
    connect: (parameters) => answer((w) => w.connect(parameters)),
    disconnect: (parameters) => answer((w) => w.disconnect(parameters)),
    removeNetwork: (caipNetworkId) => answer((w) => w.removeNetwork(caipNetworkId)),
    removeAdapter: (namespace) => answer((w) => w.removeAdapter(namespace)),
    getBalances: (options) => answer((w) => w.getBalances(options)),
    getIdentity: () => answer((w) => w.getIdentity()),
    getNativeBalance: () => answer((w) => w.getNativeBalance()),
    getNfts: () => answer((w) => w.getNfts()),
    grantPermissions: (request) => answer((w) => w.grantPermissions(request)),
    signMessage: (parameters) => answer((w) => w.signMessage(parameters)),
    pay: (request) => answer((w) => w.pay(request)),
    getState: () => (widget ? widget.getState() : stateBeforeStart),
    getProvider: (namespace) => widget?.getProvider(namespace),
    getNetworks: () => (widget ? widget.getNetworks() : checked.networks),
    getTheme: () => (widget ? widget.getTheme() : themeBeforeStart),
    imageUrl: widgetImageUrl(config),
    // What changed at start (a stored session, the page's wallets) is told as a change.
    subscribe: (listener) =>
      whenStarted((w, atStart) => {
        if (atStart) queueMicrotask(() => listener(w.getState()))
        return w.subscribe(listener)
      }),
    watchFlow: (id, onChange) =>
      whenStarted((w, atStart) => {
        if (atStart) queueMicrotask(onChange)
        return w.watchFlow(id, onChange)
      }),
    on: (type, listener) => whenStarted((w) => w.on(type, listener)),
    destroy: () => {
      if (destroyed) return Promise.resolve()
      destroyed = true
      return widget
        ? widget.destroy()
        : started.then(
            (w) => w.destroy(),
            () => undefined,
          )
    },
    get actor() {
      return running().actor
    },
    flowSnapshot: (id) => running().flowSnapshot(id),
    flowStarting: (id) => running().flowStarting(id),
    initialSnapshotOf: (id) => running().initialSnapshotOf(id),
  }
}
