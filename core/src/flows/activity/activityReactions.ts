// What the activity flow reports becomes a host event: spec §8 'Failed to fetch transactions'.
import type { AnyActorRef } from 'xstate'
import type { ErrorInfo } from '../../errors/errorInfo'
import type { Tell } from '../../widget/hostEvents'

export function activityReactions(f: { readonly activity: AnyActorRef }, tell: Tell): () => void {
  const failed = f.activity.on('activity.failed', (event: { error: ErrorInfo }) =>
    tell({ type: 'FETCH_TRANSACTIONS_ERROR', error: event.error }),
  )
  return () => failed.unsubscribe()
}
