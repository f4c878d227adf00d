// What other flows do on the swap (spec §2 Swap view, §4 as for a send): the swap form
// follows the active eip155 network and account; a confirmed swap returns to Account with the
// 'Transaction sent' toast, refreshes the history and, through ACCOUNT_REFRESH, the balances.
import type { AnyActorRef } from 'xstate'
import { followActiveAccount } from '../network/followActiveAccount'
import { SEND_SUCCESS_MESSAGE } from '../send/sendReactions'

interface SwapFlows {
  readonly modal: AnyActorRef
  readonly toasts: AnyActorRef
  readonly network: AnyActorRef
  readonly activity: AnyActorRef
  readonly swap: AnyActorRef
  readonly connections: ReadonlyMap<string, AnyActorRef>
}

type Tell = (event: { type: string; [key: string]: unknown }) => void

export function swapReactions(f: SwapFlows, tell: Tell): () => void {
  const subscriptions = [
    f.swap.on('swap.succeeded', (event: { hash: string; caipNetworkId: string }) => {
      f.modal.send({ type: 'app.sendSucceeded' })
      f.toasts.send({
        type: 'app.toast',
        toast: { variant: 'success', message: SEND_SUCCESS_MESSAGE },
      })
      f.activity.send({ type: 'user.refresh' })
      tell({ type: 'SWAP_SUCCESS', hash: event.hash, caipNetworkId: event.caipNetworkId })
      tell({ type: 'ACCOUNT_REFRESH' })
    }),
    f.swap.on('swap.failed', (event: { step: string; error: unknown }) =>
      tell({ type: 'SWAP_ERROR', step: event.step, error: event.error }),
    ),
  ]
  // The form belongs to one network and one account: either changing starts it over.
  subscriptions.push({
    unsubscribe: followActiveAccount(f, ['eip155'], (account) =>
      f.swap.send(
        account
          ? { type: 'app.network', caipNetworkId: account.network.caipNetworkId }
          : { type: 'app.reset' },
      ),
    ),
  })
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
