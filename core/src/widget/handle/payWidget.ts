// The widget as a host's payment (spec §1 pay) uses it: what the pay machine reads of the widget
// state (PayFacts) and the handle's own open, switchNetwork and balances.
import type { CaipNetworkId } from '../../domain/types'
import type { Flows } from '../../flows/flows'
import type { PayWidget } from '../../flows/pay/payActors'
import type { TokenBalance } from '../../services/blockchainApi/responses'
import type { WidgetState } from '../widgetState'
import type { OpenParameters } from './open'

export interface PayWidgetDeps {
  readonly state: () => WidgetState
  readonly subscribe: (listener: (state: WidgetState) => void) => () => void
  readonly open: (parameters: OpenParameters) => void
  readonly switchNetwork: (network: CaipNetworkId) => void
  /** The network flow: a switch asked for while another runs would be dropped. */
  readonly network: () => Flows['network']
  /** The active account's balances, asked again; rejects when they cannot be read. */
  readonly balances: () => Promise<readonly TokenBalance[]>
}

export function payWidget(deps: PayWidgetDeps): PayWidget {
  return {
    facts: () => {
      const state = deps.state()
      return {
        closed: !state.open && !state.loading,
        connectedNamespaces: state.connections
          .filter((connection) => connection.status === 'connected')
          .map((connection) => connection.namespace),
        caipNetworkId: state.caipNetwork?.caipNetworkId,
        switching: deps.network().getSnapshot().hasTag('switching'),
      }
    },
    // The widget state's watch covers the network flow too.
    watch: (onChange) => deps.subscribe(onChange),
    open: (view, namespace) => deps.open({ view, namespace }),
    switchNetwork: deps.switchNetwork,
    balances: deps.balances,
  }
}
