// widget.switchNetwork(): spec §4 network switch through the connected wallet of the target's
// namespace; an id that is not configured is spec §8 'Network not found' (toast + event).
import type { CaipNetwork, CaipNetworkId } from '../../domain/types'
import { NetworkNotFoundError } from '../../errors/sdk'
import type { WidgetContext } from './widgetContext'

export function switchNetwork(context: WidgetContext, target: CaipNetwork | CaipNetworkId): void {
  const f = context.flows()
  const network =
    typeof target === 'string'
      ? context.settings.networks.find((candidate) => candidate.caipNetworkId === target)
      : target
  if (!network) {
    const error = new NetworkNotFoundError({ cause: target })
    f.toasts.send({ type: 'app.toast', toast: { variant: 'error', message: error.message } })
    context.tell({ type: 'SWITCH_NETWORK_ERROR', error })
    return
  }
  const connectorId = f.connections.get(network.chainNamespace)?.getSnapshot().context.connectorId
  f.network.send({ type: 'user.switchNetwork', caipNetwork: network, connectorId })
}
