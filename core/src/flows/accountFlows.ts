// Issue 27: the account's flows (send, pay, activity, smart sessions, swap, on-ramp), loaded and
// started on first use (widget/flowsOnFirstUse.ts): their machines, their side effects on
// the widget's runtime, and their reactions. Connecting needs none of them, so a page that only
// opens the modal loads none of this.
import type { ResolvedConfig } from '../widget/config'
import type { FlowPack } from '../widget/flowsOnFirstUse'
import type { Tell } from '../widget/hostEvents'
import type { WidgetRuntime } from '../widget/services'
import type { FlowStart } from '../widget/widget.machine'
import { activityMachine } from './activity/activity.machine'
import { activityActors } from './activity/activityActors'
import { activityReactions } from './activity/activityReactions'
import type { ConnectedAccount } from './connection/connectionActors'
import { type AccountFlows, type Flows, packFlowsIn } from './flows'
import { onrampMachine } from './onramp/onramp.machine'
import { onrampActors } from './onramp/onrampActors'
import { onrampReactions } from './onramp/onrampReactions'
import { payMachine } from './pay/pay.machine'
import { type PayWidget, payActors } from './pay/payActors'
import { payReactions } from './pay/payReactions'
import { sendMachine } from './send/send.machine'
import { sendActors } from './send/sendActors'
import { sendReactions } from './send/sendReactions'
import { smartSessionActors } from './smartSessions/smartSessionActors'
import { smartSessionReactions } from './smartSessions/smartSessionReactions'
import { smartSessionsMachine } from './smartSessions/smartSessions.machine'
import { swapMachine } from './swap/swap.machine'
import { swapActors } from './swap/swapActors'
import { swapReactions } from './swap/swapReactions'
import { accountFlowIds, widgetSystemIds } from './systemIds'

/** What the account's flows use of the widget that starts them. */
export interface AccountFlowDeps {
  readonly config: ResolvedConfig
  readonly runtime: WidgetRuntime
  /** The connector and address a namespace is connected with now (its connection flow). */
  readonly connectedAccount: ConnectedAccount
  /** The widget around a host's payment (spec §1 pay). */
  readonly payWidget: PayWidget
  /** The widget's own flows, which the account's reactions pass reports to. */
  readonly flows: () => Flows
  readonly tell: Tell
}

type AccountLogic = Record<Exclude<keyof AccountFlows, 'pay'>, FlowStart['logic']>

/** Each flow the root starts, under its system id: `pay` is the payment's child. */
function flowStarts(config: ResolvedConfig, logic: AccountLogic): FlowStart[] {
  const ids = widgetSystemIds
  return [
    { systemId: ids.send, logic: logic.send },
    { systemId: ids.payment, logic: logic.payment },
    // spec §9: the history is refreshed every 30 s (off by default).
    { systemId: ids.activity, logic: logic.activity, input: { polling: config.historyPolling } },
    { systemId: ids.smartSessions, logic: logic.smartSessions },
    { systemId: ids.swap, logic: logic.swap },
    { systemId: ids.onramp, logic: logic.onramp },
  ]
}

/** The account's flows as a pack (widget/flowsOnFirstUse.ts). */
export function accountFlowPack(deps: AccountFlowDeps): FlowPack<AccountFlows> {
  const { config, runtime, connectedAccount, tell } = deps
  const { send } = sendActors(config, runtime, connectedAccount)
  return {
    starts: flowStarts(config, {
      send,
      ...payActors(send, deps.payWidget),
      ...activityActors(runtime),
      ...smartSessionActors(config, runtime, connectedAccount),
      ...swapActors(config, runtime, connectedAccount),
      ...onrampActors(config, runtime),
    }),
    initialStarts: () =>
      flowStarts(config, {
        send: sendMachine,
        payment: payMachine,
        activity: activityMachine,
        smartSessions: smartSessionsMachine,
        swap: swapMachine,
        onramp: onrampMachine,
      }),
    flowsIn: (system) => packFlowsIn(system, accountFlowIds.ids),
    react: (flows) => {
      const f = { ...deps.flows(), ...flows }
      const cleanups = [
        sendReactions(f, tell),
        activityReactions(f, tell),
        smartSessionReactions(f, tell),
        swapReactions(f, tell),
        onrampReactions(f, tell, config.features.onramp),
        payReactions(f, tell),
      ]
      return () => {
        for (const cleanup of cleanups) cleanup()
      }
    },
  }
}
