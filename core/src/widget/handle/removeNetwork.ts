// widget.removeNetwork() and widget.removeAdapter() (issue 29 (11)): spec §4 "Removing the active
// network moves to the first remaining; removing an active adapter moves to another chain's
// first network". The widget's network flow does the moving; a connected wallet is asked to
// follow (the flow's own switch, so the stored network and SWITCH_NETWORK follow too).
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../domain/types'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../../errors/sdk'
import { NoNetworksConfiguredError } from '../checkConfig'
import { disconnect } from './disconnect'
import type { WidgetContext } from './widgetContext'

/** After a removal moved the active network: the wallet connected on its namespace follows. */
function followMovedNetwork(context: WidgetContext, before: CaipNetworkId | undefined) {
  const f = context.flows()
  const active = f.network.getSnapshot().context.active
  if (!active || active.caipNetworkId === before) return
  const connectorId = f.connections.get(active.chainNamespace)?.getSnapshot().context.connectorId
  if (connectorId) f.network.send({ type: 'user.switchNetwork', caipNetwork: active, connectorId })
}

/**
 * The networks a removal takes (those `removed` matches) must be some of the widget's and not
 * all of them: otherwise `notFound`, or NoNetworksConfiguredError. The active network before it.
 */
function checkRemoval(
  context: WidgetContext,
  removed: (network: CaipNetwork) => boolean,
  notFound: () => Error,
) {
  const { networks, active } = context.flows().network.getSnapshot().context
  if (!networks.some(removed)) throw notFound()
  if (networks.every(removed)) throw new NoNetworksConfiguredError()
  return active?.caipNetworkId
}

/** Rejects with NetworkNotFoundError for a network the widget does not have, and
 * NoNetworksConfiguredError for its last one. */
export async function removeNetwork(
  context: WidgetContext,
  caipNetworkId: CaipNetworkId,
): Promise<void> {
  const before = checkRemoval(
    context,
    (network) => network.caipNetworkId === caipNetworkId,
    () => new NetworkNotFoundError({ cause: caipNetworkId }),
  )
  context.flows().network.send({ type: 'app.removeNetwork', caipNetworkId })
  followMovedNetwork(context, before)
}

/**
 * Its connection ends (spec §4 disconnect of that namespace), its wallets leave the lists and its
 * networks the network list. Rejects with ChainAdapterNotFoundError for a namespace no adapter
 * serves, and NoNetworksConfiguredError when it is the widget's only one.
 */
export async function removeAdapter(
  context: WidgetContext,
  namespace: ChainNamespace,
): Promise<void> {
  const before = checkRemoval(
    context,
    (network) => network.chainNamespace === namespace,
    () => new ChainAdapterNotFoundError(),
  )
  const f = context.flows()
  if (f.connections.get(namespace)?.getSnapshot().hasTag('connected')) {
    await disconnect(context, { namespace })
  }
  context.root().send({ type: 'app.removeAdapter', namespace })
  f.network.send({ type: 'app.removeNamespace', namespace })
  followMovedNetwork(context, before)
}
