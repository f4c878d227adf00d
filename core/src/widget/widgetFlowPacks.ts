// Issue 27: the widget's packs of flows (flowsOnFirstUse.ts). The account's (send, pay, activity,
// smart sessions, swap, on-ramp) start on first use. The embedded wallet's start with the root
// when the host configured one and its code came with the widget's (createWidget loads both),
// else on first use.
import { defaultAccountTypes } from '../domain/accountTypes'
import type { EmbeddedAccountType } from '../domain/types'
import type { ConnectedAccount } from '../flows/connection/connectionActors'
import type { FlowId } from '../flows/flows'
import type { PayWidget } from '../flows/pay/payActors'
import { accountFlowIds, embeddedFlowIds } from '../flows/systemIds'
import type { ResolvedConfig } from './config'
import { flowsOnFirstUse } from './flowsOnFirstUse'
import type { WidgetContext } from './handle/widgetContext'
import type { WidgetRuntime } from './services'
import type { ShowAlerts } from './widgetAlerts'

export type EmbeddedFlowsCode = typeof import('../flows/embeddedWallet/embeddedFlows')

export interface WidgetFlowPackDeps {
  readonly context: WidgetContext
  readonly settings: ResolvedConfig
  readonly runtime: WidgetRuntime
  readonly connectedAccount: ConnectedAccount
  readonly showAlerts: ShowAlerts
  /** False once the widget is destroyed. */
  readonly alive: () => boolean
  /** The widget around a host's payment (spec §1 pay). */
  readonly payWidget: PayWidget
  /** The embedded wallet's flows, which createWidget loads with the widget when the host
   * configured an embedded wallet (they start with the root). */
  readonly embeddedCode: EmbeddedFlowsCode | undefined
}

/** A configured embedded wallet's flows start with the root: createWidget loads them with it. */
function loadedWithWidget(code: EmbeddedFlowsCode | undefined): EmbeddedFlowsCode {
  if (!code)
    throw new Error("The embedded wallet's flows start with the widget: load their code with it")
  return code
}

export function widgetFlowPacks(deps: WidgetFlowPackDeps) {
  const { context, settings, runtime, alive } = deps
  const account = flowsOnFirstUse({
    root: context.root,
    alive,
    load: () =>
      import('../flows/accountFlows').then(({ accountFlowPack }) =>
        accountFlowPack({
          config: settings,
          runtime,
          connectedAccount: deps.connectedAccount,
          payWidget: deps.payWidget,
          flows: context.flows,
          tell: context.tell,
        }),
      ),
  })
  const embeddedDeps = {
    config: settings,
    runtime,
    showAlerts: deps.showAlerts,
    flows: context.flows,
    // spec §9 default: the eip155 smart account.
    preferredAccountType:
      settings.embeddedWallet?.preferredAccountType ??
      (defaultAccountTypes.eip155 as EmbeddedAccountType),
  }
  const embedded = flowsOnFirstUse({
    root: context.root,
    alive,
    load: () =>
      import('../flows/embeddedWallet/embeddedFlows').then(({ embeddedFlowPack }) =>
        embeddedFlowPack(embeddedDeps),
      ),
    withRoot: settings.embeddedWallet
      ? loadedWithWidget(deps.embeddedCode).embeddedFlowPack(embeddedDeps)
      : undefined,
  })
  return {
    account,
    embedded,
    /** The pack a flow starts with on first use; none for the root's own flows. */
    packOf: (id: FlowId) =>
      accountFlowIds.has(id) ? account : embeddedFlowIds.has(id) ? embedded : undefined,
  }
}
