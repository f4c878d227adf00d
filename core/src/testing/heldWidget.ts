// A widget whose code arrives when the test says (decision 0037): what a page shows, and what
// it keeps, while the widget's code is still on its way. The widget it then starts is the real
// one; `fail` stands for code that never arrives (offline).
import { Result } from 'effect'
import * as embeddedCode from '../flows/embeddedWallet/embeddedFlows'
import { checkConfig } from '../widget/checkConfig'
import type { WidgetConfig } from '../widget/config'
import { deferredWidget } from '../widget/deferredWidget'
import type { Widget } from '../widget/handle/widgetHandle'
import { startWidget } from '../widget/startWidget'

export interface HeldWidget {
  readonly widget: Widget
  /** The widgets started so far: none until `arrive`. */
  readonly started: readonly Widget[]
  /** The code arrives: the widget starts, and this resolves once it runs. */
  readonly arrive: () => Promise<void>
  /** The code never arrives: `ready` rejects with this error. */
  readonly fail: (error?: Error) => void
}

export function createHeldWidget(config: WidgetConfig): HeldWidget {
  // As createWidget: a host's mistake throws at once.
  const checked = checkConfig(config)
  if (Result.isFailure(checked)) throw checked.failure
  let settle: (outcome: Error | undefined) => void = () => undefined
  const outcome = new Promise<Error | undefined>((resolve) => {
    settle = resolve
  })
  const started: Widget[] = []
  const widget = deferredWidget(config, checked.success, (attach) =>
    outcome.then((error) => {
      if (error) throw error
      const running = attach(startWidget(config, checked.success, embeddedCode))
      started.push(running)
      return running
    }),
  )
  return {
    widget,
    started,
    arrive: () => {
      settle(undefined)
      return widget.ready
    },
    fail: (error = new TypeError('Failed to fetch dynamically imported module')) => settle(error),
  }
}
