// The session a grant just created (ERC-7715, spec §6): what the wallet granted, to whom, until
// when; on to every session, or done. Pure: props only.
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { SessionCard } from '../shared/smartSessions/SessionCard'
import type { SessionRow } from '../shared/smartSessions/sessionRow'
import { actions, detail, view } from './SmartSessionCreatedView.css'

export interface SmartSessionCreatedViewProps {
  /** Absent when no grant has created a session (the view was opened by itself). */
  readonly session?: SessionRow
  readonly onViewAll: () => void
  readonly onDone: () => void
}

export function SmartSessionCreatedView({
  session,
  onViewAll,
  onDone,
}: SmartSessionCreatedViewProps) {
  const { smartSessions: m } = useMessages()
  return (
    <div className={view} data-view="SmartSessionCreated">
      <p className={detail} role="status">
        {session ? m.createdDetail : m.noneCreated}
      </p>
      {session ? <SessionCard session={session} /> : null}
      <div className={actions}>
        <Button tone="primary" width="full" onClick={onDone}>
          {m.done}
        </Button>
        <Button tone="secondary" width="full" onClick={onViewAll}>
          {m.viewAll}
        </Button>
      </div>
    </div>
  )
}
