// The coordinator's routes for the account flows: spec §4 "Success resets form, refreshes
// balances, returns to Account"; a new network resets the send form (§4 network switch); the
// history's failure is reported (§8 'Failed to fetch transactions'); disconnecting clears both.
import type { AnyActorRef } from 'xstate'
import type { SendRequest } from '../domain/sendRequest'
import type { CaipNetwork } from '../domain/types'
import { smartSessionRoutes } from './smartSessionRoutes'

interface AccountFlows {
  readonly modal: AnyActorRef
  readonly toasts: AnyActorRef
  readonly network: AnyActorRef
  readonly send: AnyActorRef
  readonly activity: AnyActorRef
  readonly smartSessions: AnyActorRef
}

type Tell = (event: { type: string; [key: string]: unknown }) => void

/** The toast a confirmed send shows (spec §2 toast variant success). */
export const SEND_SUCCESS_MESSAGE = 'Transaction sent'

export function accountRoutes(f: AccountFlows, tell: Tell): () => void {
  const subscriptions = [
    f.send.on('send.succeeded', (event: { hash: string; request: SendRequest }) => {
      f.modal.send({ type: 'app.sendSucceeded' })
      f.toasts.send({
        type: 'app.toast',
        toast: { variant: 'success', message: SEND_SUCCESS_MESSAGE },
      })
      // The history has the new transaction (if it was read at all).
      f.activity.send({ type: 'user.refresh' })
      tell({ type: 'SEND_SUCCESS', hash: event.hash, caipNetworkId: event.request.caipNetworkId })
    }),
    f.send.on('send.failed', (event: { error: unknown }) =>
      tell({ type: 'SEND_ERROR', error: event.error }),
    ),
    f.activity.on('activity.failed', (event: { error: unknown }) =>
      tell({ type: 'FETCH_TRANSACTIONS_ERROR', error: event.error }),
    ),
    ...smartSessionRoutes(f, tell),
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
  const network = f.network.subscribe((snapshot: { context: { active?: CaipNetwork } }) =>
    follow(snapshot.context.active),
  )
  return () => {
    for (const subscription of [...subscriptions, network]) subscription.unsubscribe()
  }
}

/** Disconnected: nothing of the account's form, history or smart sessions list stays. */
export function resetAccountFlows(f: Pick<AccountFlows, 'send' | 'activity' | 'smartSessions'>) {
  f.send.send({ type: 'app.reset' })
  f.activity.send({ type: 'app.reset' })
  f.smartSessions.send({ type: 'app.reset' })
}
