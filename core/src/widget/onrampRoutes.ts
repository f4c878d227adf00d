// The coordinator's routes for the on-ramp (spec §2 buy, §9 on-ramp on eip155 and solana): the
// form follows the active network's account; a purchase the history shows returns the modal to
// Account with a toast, refreshes the activity and, through ACCOUNT_REFRESH, the balances.
// Nothing when the onramp toggle is off.
import type { AnyActorRef } from 'xstate'
import type { CaipNetwork } from '../domain/types'
import { ONRAMP_NAMESPACES } from '../machines/onramp/onrampRules'

/** The toast a purchase seen in the history shows. */
export const PURCHASE_SUCCESS_MESSAGE = 'Purchase complete'

interface OnrampFlows {
  readonly modal: AnyActorRef
  readonly toasts: AnyActorRef
  readonly network: AnyActorRef
  readonly activity: AnyActorRef
  readonly onramp: AnyActorRef
  readonly connections: ReadonlyMap<string, AnyActorRef>
}

type Tell = (event: { type: string; [key: string]: unknown }) => void

export function onrampRoutes(f: OnrampFlows, tell: Tell, enabled: boolean): () => void {
  if (!enabled) return () => {}
  const subscriptions = [
    f.onramp.on('onramp.purchased', (event: { transactionId: string }) => {
      // As after a send (the modal ignores it while closed).
      f.modal.send({ type: 'app.sendSucceeded' })
      f.toasts.send({
        type: 'app.toast',
        toast: { variant: 'success', message: PURCHASE_SUCCESS_MESSAGE },
      })
      f.activity.send({ type: 'user.refresh' })
      tell({ type: 'ONRAMP_SUCCESS', transactionId: event.transactionId })
      tell({ type: 'ACCOUNT_REFRESH' })
    }),
    f.onramp.on('onramp.failed', (event: { error: unknown }) =>
      tell({ type: 'ONRAMP_ERROR', error: event.error }),
    ),
  ]
  // The form belongs to one network and one address (issue 25: keyed on the CAIP address alone,
  // a chainChanged that came before the switch left it polling the previous network's history).
  let current: string | undefined
  const follow = () => {
    const network: CaipNetwork | undefined = f.network.getSnapshot().context.active
    const namespace = network?.chainNamespace
    const caipAddress: string | undefined =
      namespace && ONRAMP_NAMESPACES.includes(namespace)
        ? f.connections.get(namespace)?.getSnapshot().context.caipAddress
        : undefined
    const address = caipAddress?.split(':')[2]
    const next = network && address ? `${network.caipNetworkId}|${address}` : undefined
    if (next === current) return
    current = next
    if (!network || !namespace || !address) return f.onramp.send({ type: 'app.reset' })
    f.onramp.send({
      type: 'app.account',
      account: { namespace, caipNetworkId: network.caipNetworkId, address },
    })
  }
  for (const actor of [f.network, ...f.connections.values()]) {
    subscriptions.push(actor.subscribe(follow))
  }
  follow()
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
