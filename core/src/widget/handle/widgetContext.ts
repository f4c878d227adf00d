// What every method of the handle works with: the resolved configuration, the runtime and
// storage, the root actor (whose context holds the connectors the adapters found) and its
// running flows, and the host's event stream. createWidget builds it once; each method is a function of it (as wagmi's
// actions are functions of its config).
import type { Actor } from 'xstate'
import type { Flows } from '../../flows/flows'
import type { StorageShape } from '../../services/storage/Storage'
import type { ResolvedConfig } from '../config'
import type { Tell } from '../hostEvents'
import type { WidgetRuntime } from '../services'
import type { WidgetMachine } from '../widget.machine'
import type { ShowAlerts } from '../widgetAlerts'

export interface WidgetContext {
  readonly settings: ResolvedConfig
  readonly runtime: WidgetRuntime
  readonly storage: StorageShape
  /** The root actor (started before any method can be called). */
  readonly root: () => Actor<WidgetMachine>
  /** The running flows; throws once the widget is destroyed. */
  readonly flows: () => Flows
  /** Sends a host event (spec §7 events). */
  readonly tell: Tell
  /** spec §8: shows alerts in the widget's alert bar, each once. */
  readonly alert: ShowAlerts
}
