// What the activity flow reports becomes a host event: spec §8 'Failed to fetch transactions'.
import type { AnyActorRef } from 'xstate'

type Tell = (event: { type: string; [key: string]: unknown }) => void

export function activityReactions(f: { readonly activity: AnyActorRef }, tell: Tell): () => void {
  const failed = f.activity.on('activity.failed', (event: { error: unknown }) =>
    tell({ type: 'FETCH_TRANSACTIONS_ERROR', error: event.error }),
  )
  return () => failed.unsubscribe()
}
