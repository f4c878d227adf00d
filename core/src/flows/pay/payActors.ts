// The pay flow's side effects (spec §1 pay): the widget around the payment — its facts, the
// modal, the network switch, the balances — given by createWidget, and the send form's own
// actors (sendActors). Provided by flowActorsFor.
import { fromCallback, fromPromise } from 'xstate'
import type { CaipNetworkId, ChainNamespace } from '../../domain/namespaces'
import type { TokenBalance } from '../../services/blockchainApi/responses'
import type { sendMachine } from '../send/send.machine'
import { payMachine } from './pay.machine'
import type { PayFacts, ReadFacts } from './pay.types'

/** The widget as the payment uses it. */
export interface PayWidget {
  /** What the payment reads of the widget now. */
  readonly facts: () => PayFacts
  /** Calls `onChange` on each change of those facts; returns the stop. */
  readonly watch: (onChange: () => void) => () => void
  readonly open: (view: 'Connect' | 'Pay', namespace?: ChainNamespace) => void
  readonly switchNetwork: (caipNetworkId: CaipNetworkId) => void
  /** The active account's balances, asked again; rejects when they cannot be read. */
  readonly balances: () => Promise<readonly TokenBalance[]>
}

export function payActors(send: typeof sendMachine, widget: PayWidget) {
  return {
    payment: payMachine.provide({
      actors: {
        send,
        widgetFacts: fromCallback<ReadFacts>(({ sendBack, receive }) => {
          const report = () => sendBack({ type: 'app.facts', facts: widget.facts() })
          receive(report)
          report()
          return widget.watch(report)
        }),
        readBalances: fromPromise<readonly TokenBalance[], void>(() => widget.balances()),
      },
      actions: {
        open: (_, { view, namespace }) => widget.open(view, namespace),
        switchNetwork: (_, { caipNetworkId }) => {
          if (caipNetworkId) widget.switchNetwork(caipNetworkId)
        },
      },
    }),
  }
}
