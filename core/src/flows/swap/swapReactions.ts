// Reactions around the swap (spec §2 Swap view, §4 as for a send): the swap form
// follows the active eip155 network and account; a confirmed swap returns to Account with the
// 'Transaction sent' toast, refreshes the history and, through ACCOUNT_REFRESH, the balances.
import type { Tell } from '../../widget/hostEvents'
import { afterSuccess } from '../afterSuccess'
import type { FlowsWithAccount } from '../flows'
import { followActiveAccount } from '../network/followActiveAccount'
import { SEND_SUCCESS_MESSAGE } from '../send/sendReactions'

type SwapFlows = Pick<
  FlowsWithAccount,
  'modal' | 'toasts' | 'network' | 'activity' | 'swap' | 'connections'
>

export function swapReactions(f: SwapFlows, tell: Tell): () => void {
  const subscriptions = [
    f.swap.on('swap.succeeded', (event) => {
      afterSuccess(f, SEND_SUCCESS_MESSAGE)
      tell({ type: 'SWAP_SUCCESS', hash: event.hash, caipNetworkId: event.caipNetworkId })
      tell({ type: 'ACCOUNT_REFRESH' })
    }),
    f.swap.on('swap.failed', (event) =>
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
