// widget.switchNetwork(): spec §4 network switch through the connected wallet of the target's
// namespace; an id that is not configured fails with spec §8's thrown 'Network not found' (the
// host's event) and shows the 'Network Not Found' alert (once).
import type { CaipNetwork, CaipNetworkId } from '../../domain/types'
import { NetworkNotFoundError } from '../../errors/sdk'
import type { WidgetContext } from './widgetContext'

export function switchNetwork(context: WidgetContext, target: CaipNetwork | CaipNetworkId): void {
  const f = context.flows()
  // The widget's networks as they are now (a removed one is not among them: removeNetwork).
  const network =
    typeof target === 'string'
      ? f.network
          .getSnapshot()
          .context.networks.find((candidate) => candidate.caipNetworkId === target)
      : target
  if (!network) {
    context.tell({
      type: 'SWITCH_NETWORK_ERROR',
      error: new NetworkNotFoundError({ cause: target }),
    })
    context.alert(['networkNotFound'])
    return
  }
  const connectorId = f.connections.get(network.chainNamespace)?.getSnapshot().context.connectorId
  f.network.send({ type: 'user.switchNetwork', caipNetwork: network, connectorId })
}
