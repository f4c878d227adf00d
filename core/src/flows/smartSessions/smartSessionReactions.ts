// Reactions around smart sessions (ERC-7715): what the flow reports becomes host
// events (and so analytics; the *_ERROR ones also error telemetry, spec §7).
import type { Tell } from '../../widget/hostEvents'
import type { FlowsWithAccount } from '../flows'

export function smartSessionReactions(
  f: Pick<FlowsWithAccount, 'smartSessions'>,
  tell: Tell,
): () => void {
  const subscriptions = [
    f.smartSessions.on('smartSessions.granted', (event) =>
      tell({ type: 'SMART_SESSION_GRANTED', id: event.session.id }),
    ),
    f.smartSessions.on('smartSessions.grantFailed', (event) =>
      tell({ type: 'SMART_SESSION_GRANT_ERROR', error: event.error }),
    ),
    f.smartSessions.on('smartSessions.revoked', (event) =>
      tell({ type: 'SMART_SESSION_REVOKED', id: event.id }),
    ),
    // spec §8: a revoke that answered false is reported like any other failure.
    f.smartSessions.on('smartSessions.revokeFailed', (event) =>
      tell({ type: 'SMART_SESSION_REVOKE_ERROR', id: event.id, error: event.error }),
    ),
  ]
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
