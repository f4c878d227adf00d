// Reactions around a host's payment (spec §1 pay): a confirmed payment tells the host
// (PAY_SUCCESS), shows a toast, closes the modal — the host's page takes over — and refreshes
// the account as a send does; each failure tells the host (PAY_ERROR) while the Pay view keeps
// the form for another try.
import type { Tell } from '../../widget/hostEvents'
import type { FlowsWithAccount } from '../flows'

type PayFlows = Pick<FlowsWithAccount, 'modal' | 'toasts' | 'activity' | 'pay'>

/** The toast a confirmed payment shows. */
export const PAYMENT_SUCCESS_MESSAGE = 'Payment sent'

export function payReactions(f: PayFlows, tell: Tell): () => void {
  const subscriptions = [
    f.pay.on('send.succeeded', (event) => {
      f.toasts.send({
        type: 'app.toast',
        toast: { variant: 'success', message: PAYMENT_SUCCESS_MESSAGE },
      })
      f.modal.send({ type: 'user.close' })
      f.activity.send({ type: 'user.refresh' })
      tell({ type: 'PAY_SUCCESS', hash: event.hash, caipNetworkId: event.request.caipNetworkId })
      tell({ type: 'ACCOUNT_REFRESH' })
    }),
    f.pay.on('send.failed', (event) => tell({ type: 'PAY_ERROR', error: event.error })),
  ]
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
