// DESIGN.md createWidget(config), issue 27, decision 0037: checks the configuration at once
// (a host's mistake throws here, typed, with the spec's message) and returns the widget's
// handle without waiting for its code. The code (the effect runtime, the machines, the
// services) is a chunk of its own, loaded after the page's second paint so the host's first paint
// never waits for it; until it runs, the handle answers from the stored state and keeps what
// it is asked (deferredWidget.ts). Once the code is here (`preloadWidget()`, or any widget
// before), createWidget starts the widget at once, as a server or a test wants.
import { Result } from 'effect'
import { loadAdapter } from '../deferredAdapter'
import { loadOnce } from '../loadOnce'
import { afterSecondPaint } from './afterNextPaint'
import { checkConfig } from './checkConfig'
import type { WidgetConfig } from './config'
import { deferredWidget } from './deferredWidget'
import type { Widget } from './handle/widgetHandle'
import type { EmbeddedFlowsCode } from './widgetFlowPacks'

export type { ConnectParameters } from './handle/connect'
export type { DisconnectParameters } from './handle/disconnect'
export type { OpenParameters } from './handle/open'
export type { Widget, WidgetReadiness } from './handle/widgetHandle'

type WidgetCode = typeof import('./startWidget')

// The code, not any widget's state: two widgets still share nothing (DESIGN.md).
const widgetCode = loadOnce<WidgetCode>(() => import('./startWidget'))
// Issue 27: the embedded wallet's flows, loaded beside the widget's code only for a host that
// configured an embedded wallet (they start with the root).
const embeddedCode = loadOnce<EmbeddedFlowsCode>(
  () => import('../flows/embeddedWallet/embeddedFlows'),
)

/** Loads the widget's code; widgets created afterwards start at once (a server, a test, a
 * host that wants `getState()` answered from the first call). */
export function preloadWidget(): Promise<void> {
  return Promise.all([widgetCode.load(), embeddedCode.load()]).then(() => undefined)
}

export function createWidget(config: WidgetConfig): Widget {
  const checked = checkConfig(config)
  if (Result.isFailure(checked)) throw checked.failure
  const code = widgetCode.current()
  const embedded = config.embeddedWallet ? embeddedCode.current() : undefined
  if (code && (!config.embeddedWallet || embedded)) {
    return code.startWidget(config, checked.success, embedded)
  }
  return deferredWidget(config, checked.success, (attach) =>
    new Promise<void>((resolve) => afterSecondPaint(resolve))
      .then(() =>
        // The adapters' code beside the widget's: the widget starts with both, so it lists the
        // page's wallets at once, as before. A failed load is tried again by the widget's calls.
        Promise.all([
          widgetCode.load(),
          config.embeddedWallet ? embeddedCode.load() : undefined,
          ...config.adapters.map((adapter) => loadAdapter(adapter).catch(() => undefined)),
        ]),
      )
      .then(([loaded, embedded]) => attach(loaded.startWidget(config, checked.success, embedded))),
  )
}
