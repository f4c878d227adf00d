// Reactions around the on-ramp (spec §2 buy, §9 on-ramp on eip155 and solana): the
// form follows the active network's account; a purchase the history shows returns the modal to
// Account with a toast, refreshes the activity and, through ACCOUNT_REFRESH, the balances.
// Nothing when the onramp toggle is off.
import type { Tell } from '../../widget/hostEvents'
import { afterSuccess } from '../afterSuccess'
import type { FlowsWithAccount } from '../flows'
import { followActiveAccount } from '../network/followActiveAccount'
import { ONRAMP_NAMESPACES } from './onrampRules'

/** The toast a purchase seen in the history shows. */
export const PURCHASE_SUCCESS_MESSAGE = 'Purchase complete'

type OnrampFlows = Pick<
  FlowsWithAccount,
  'modal' | 'toasts' | 'network' | 'activity' | 'onramp' | 'connections'
>

export function onrampReactions(f: OnrampFlows, tell: Tell, enabled: boolean): () => void {
  if (!enabled) return () => {}
  const subscriptions = [
    f.onramp.on('onramp.purchased', (event) => {
      afterSuccess(f, PURCHASE_SUCCESS_MESSAGE)
      tell({ type: 'ONRAMP_SUCCESS', transactionId: event.transactionId })
      tell({ type: 'ACCOUNT_REFRESH' })
    }),
    f.onramp.on('onramp.failed', (event) => tell({ type: 'ONRAMP_ERROR', error: event.error })),
  ]
  subscriptions.push({
    unsubscribe: followActiveAccount(f, ONRAMP_NAMESPACES, (account) =>
      f.onramp.send(
        account
          ? {
              type: 'app.account',
              account: {
                namespace: account.namespace,
                caipNetworkId: account.network.caipNetworkId,
                address: account.address,
              },
            }
          : { type: 'app.reset' },
      ),
    ),
  })
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
