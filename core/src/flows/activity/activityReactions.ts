// What the activity flow reports becomes a host event: spec §8 'Failed to fetch transactions'.
import type { Tell } from '../../widget/hostEvents'
import type { FlowsWithAccount } from '../flows'

export function activityReactions(f: Pick<FlowsWithAccount, 'activity'>, tell: Tell): () => void {
  const failed = f.activity.on('activity.failed', (event) =>
    tell({ type: 'FETCH_TRANSACTIONS_ERROR', error: event.error }),
  )
  return () => failed.unsubscribe()
}
