// Reactions around the send flow: spec §4 "Success resets form, refreshes
// balances, returns to Account"; and what the send flow does when the network changes (a new
// network resets the form, §4 network switch).
import type { CaipNetwork } from '../../domain/types'
import type { Tell } from '../../widget/hostEvents'
import { afterSuccess } from '../afterSuccess'
import type { FlowsWithAccount } from '../flows'

type SendFlows = Pick<FlowsWithAccount, 'modal' | 'toasts' | 'network' | 'send' | 'activity'>

/** The toast a confirmed send shows (spec §2 toast variant success). */
export const SEND_SUCCESS_MESSAGE = 'Transaction sent'

export function sendReactions(f: SendFlows, tell: Tell): () => void {
  const subscriptions = [
    f.send.on('send.succeeded', (event) => {
      // The history has the new transaction (if it was read at all).
      afterSuccess(f, SEND_SUCCESS_MESSAGE)
      tell({ type: 'SEND_SUCCESS', hash: event.hash, caipNetworkId: event.request.caipNetworkId })
    }),
    f.send.on('send.failed', (event) => tell({ type: 'SEND_ERROR', error: event.error })),
  ]
  let active: CaipNetwork | undefined
  const follow = (next: CaipNetwork | undefined) => {
    if (!next || next.caipNetworkId === active?.caipNetworkId) return
    f.send.send({
      type: 'app.network',
      namespace: next.chainNamespace,
      changed: active !== undefined,
    })
    active = next
  }
  follow(f.network.getSnapshot().context.active)
  const network = f.network.subscribe((snapshot) => follow(snapshot.context.active))
  return () => {
    for (const subscription of [...subscriptions, network]) subscription.unsubscribe()
  }
}
