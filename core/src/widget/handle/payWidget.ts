// The widget as a host's payment (spec §1 pay) uses it: what the pay machine reads of the widget
// state (PayFacts), and the handle's own open, switchNetwork and subscribe over one context.
import type { PayWidget } from '../../flows/pay/payActors'
import type { TokenBalance } from '../../services/blockchainApi/responses'
import { readWidgetState } from '../widgetState'
import { open } from './open'
import { subscribe } from './subscribe'
import { switchNetwork } from './switchNetwork'
import type { WidgetContext } from './widgetContext'

export function payWidget(
  context: WidgetContext,
  /** The active account's balances, asked again; rejects when they cannot be read. */
  balances: () => Promise<readonly TokenBalance[]>,
): PayWidget {
  return {
    facts: () => {
      const f = context.flows()
      const state = readWidgetState(f)
      return {
        closed: !state.open && !state.loading,
        connectedNamespaces: state.connections
          .filter((connection) => connection.status === 'connected')
          .map((connection) => connection.namespace),
        caipNetworkId: state.caipNetwork?.caipNetworkId,
        // A switch asked for while another runs would be dropped.
        switching: f.network.getSnapshot().hasTag('switching'),
      }
    },
    // The widget state's watch covers the network flow too.
    watch: (onChange) => subscribe(context, onChange),
    open: (view, namespace) => open(context, { view, namespace }),
    switchNetwork: (caipNetworkId) => switchNetwork(context, caipNetworkId),
    balances,
  }
}
