// widget.open(): spec §2 opening rules. Opened for a namespace, the modal shows its account
// (made active first) or its wallets; otherwise the view the opening facts select.
import type { ChainNamespace } from '../../domain/types'
import {
  type OpeningFacts,
  unsupportedChainOpensWith,
  type ViewEntry,
} from '../../flows/modal/views'
import { namespaceOpening, unconnectedActiveNamespace } from '../namespaceOpening'
import { readWidgetState } from '../widgetState'
import { switchNetwork } from './switchNetwork'
import type { WidgetContext } from './widgetContext'

export interface OpenParameters {
  readonly view?: ViewEntry['view']
  readonly namespace?: ChainNamespace
}

export function open(context: WidgetContext, { view, namespace }: OpenParameters = {}): void {
  const { settings } = context
  const f = context.flows()
  const state = readWidgetState(f)
  const network = f.network.getSnapshot()
  const forNamespace = namespace ?? unconnectedActiveNamespace(state)
  const target = forNamespace ? namespaceOpening(forNamespace, state, settings.networks) : undefined
  if (target?.network) switchNetwork(context, target.network)
  const facts: OpeningFacts = {
    connected: target ? target.connected : state.status === 'connected',
    hasAdapters: settings.adapters.length > 0,
    isMobile: settings.platform.isMobile,
    signInNeeded: f.signIn.getSnapshot().hasTag('signInNeeded'),
    unsupportedChain:
      network.context.unsupportedChainId !== undefined && unsupportedChainOpensWith(settings),
    requested: view ? { view } : undefined,
  }
  f.modal.send({ type: 'user.open', facts, namespace: forNamespace })
  context.tell({ type: 'MODAL_OPEN' })
}
