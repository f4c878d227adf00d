// One smart session (ERC-7715): the app it was granted to, its expiry, its permissions, and
// whether it is revoked; Revoke when the caller offers it.
import { useMessages } from '../../../i18n/messages'
import { Button } from '../../../primitives/Button'
import { actions, badge, card, header, muted, problem, title } from './SessionCard.css'
import type { SessionRow } from './sessionRow'

export interface SessionCardProps {
  readonly session: SessionRow
  /** This session is being revoked. */
  readonly revoking?: boolean
  /** Why its last revoke failed. */
  readonly revokeError?: string
  /** Offered while the session is not revoked; disabled while any revoke runs. */
  readonly onRevoke?: () => void
  readonly revokeDisabled?: boolean
}

export function SessionCard({
  session,
  revoking = false,
  revokeError,
  onRevoke,
  revokeDisabled = false,
}: SessionCardProps) {
  const { smartSessions: m } = useMessages()
  const project = session.project ?? m.thisApp
  return (
    <article className={card} data-session={session.id} aria-label={project}>
      <div className={header}>
        <h3 className={title}>{project}</h3>
        {session.revoked ? <span className={badge}>{m.revoked}</span> : null}
      </div>
      <p className={muted}>{m.expires(session.expiry, session.expired)}</p>
      {session.detailsUnavailable ? (
        <p className={problem}>{m.detailsUnavailable}</p>
      ) : (
        <p className={muted}>{m.permissions(session.permissions)}</p>
      )}
      {revokeError ? (
        <p className={problem} role="alert">
          {revokeError}
        </p>
      ) : null}
      {onRevoke && !session.revoked ? (
        <div className={actions}>
          <Button
            tone="secondary"
            onClick={onRevoke}
            disabled={revoking || revokeDisabled}
            aria-label={revoking ? undefined : m.revokeLabel(project)}
          >
            {revoking ? m.revoking : m.revoke}
          </Button>
        </div>
      ) : null}
    </article>
  )
}
