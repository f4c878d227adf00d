// Issue 27: the embedded wallet's flows (its frame and logins, the e-mail update, the approval of
// a host's call) as a pack (widget/flowsOnFirstUse.ts): loaded with the widget when the host
// configured an embedded wallet, and then among the root's flows from the start; else only if
// something asks for one, so a page without an embedded wallet loads none of this.
import type { EmbeddedAccountType } from '../../domain/types'
import type { ResolvedConfig } from '../../widget/config'
import type { FlowPack } from '../../widget/flowsOnFirstUse'
import type { WidgetRuntime } from '../../widget/services'
import type { FlowStart } from '../../widget/widget.machine'
import type { ShowAlerts } from '../../widget/widgetAlerts'
import { type EmbeddedFlows, type Flows, packFlowsIn } from '../flows'
import { embeddedFlowIds, widgetSystemIds } from '../systemIds'
import { embeddedApprovalMachine } from './embeddedApproval.machine'
import { embeddedWalletMachine } from './embeddedWallet.machine'
import { embeddedWalletActors } from './embeddedWalletActors'
import { embeddedWalletReactions } from './embeddedWalletReactions'
import { updateEmailMachine } from './updateEmail.machine'

export interface EmbeddedFlowDeps {
  readonly config: ResolvedConfig
  readonly runtime: WidgetRuntime
  readonly showAlerts: ShowAlerts
  /** The widget's own flows, which the embedded wallet's reactions work with. */
  readonly flows: () => Flows
  /** spec §9 default: the eip155 smart account. */
  readonly preferredAccountType: EmbeddedAccountType
}

type EmbeddedLogic = Record<'embeddedWallet' | 'embeddedEmailUpdate', FlowStart['logic']>

function flowStarts(deps: EmbeddedFlowDeps, logic: EmbeddedLogic): FlowStart[] {
  const ids = widgetSystemIds
  return [
    {
      systemId: ids.embeddedWallet,
      logic: logic.embeddedWallet,
      input: { preferredAccountType: deps.preferredAccountType },
    },
    { systemId: ids.embeddedEmailUpdate, logic: logic.embeddedEmailUpdate },
    { systemId: ids.embeddedApproval, logic: embeddedApprovalMachine },
  ]
}

/** The embedded wallet's flows as a pack. */
export function embeddedFlowPack(deps: EmbeddedFlowDeps): FlowPack<EmbeddedFlows> {
  return {
    starts: flowStarts(deps, embeddedWalletActors(deps.config, deps.runtime)),
    initialStarts: () =>
      flowStarts(deps, {
        embeddedWallet: embeddedWalletMachine,
        embeddedEmailUpdate: updateEmailMachine,
      }),
    flowsIn: (system) => packFlowsIn(system, embeddedFlowIds.ids),
    react: (flows) =>
      embeddedWalletReactions(
        { ...deps.flows(), ...flows },
        {
          config: deps.config,
          runtime: deps.runtime,
          showAlerts: deps.showAlerts,
        },
      ),
  }
}
