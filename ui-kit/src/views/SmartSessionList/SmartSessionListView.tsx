// The smart sessions (ERC-7715) the account granted, read back from the API (spec §7), each with
// Revoke (spec §6, §8: a revoke that fails says so on its session). Pure: props only.
import type { SmartSessionsStatus } from '@airlock/core'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { SessionCard } from '../shared/smartSessions/SessionCard'
import type { SessionRow } from '../shared/smartSessions/sessionRow'
import { centered, errorText, list, view } from './SmartSessionListView.css'

export interface SmartSessionListViewProps {
  readonly status: SmartSessionsStatus
  readonly sessions: readonly SessionRow[]
  /** The session being revoked. */
  readonly revokingId?: string
  readonly revokeError?: { readonly id: string; readonly message: string }
  /** Why the list could not be loaded. */
  readonly error?: string
  readonly onRevoke: (id: string) => void
  readonly onRetry: () => void
}

export function SmartSessionListView({
  status,
  sessions,
  revokingId,
  revokeError,
  error,
  onRevoke,
  onRetry,
}: SmartSessionListViewProps) {
  const { smartSessions: m } = useMessages()
  let body: ReactNode
  if (status === 'error') {
    body = (
      <div className={centered}>
        <p className={errorText} role="alert">
          {m.loadError}
          {error ? `: ${error}` : ''}
        </p>
        <Button tone="secondary" onClick={onRetry}>
          {m.retry}
        </Button>
      </div>
    )
  } else if ((status === 'loading' || status === 'idle') && sessions.length === 0) {
    body = (
      <div className={centered}>
        <Spinner label={m.loading} />
      </div>
    )
  } else if (sessions.length === 0) {
    body = <p className={centered}>{m.empty}</p>
  } else {
    body = (
      <ul className={list} aria-label={m.listLabel}>
        {sessions.map((session) => (
          <li key={session.id}>
            <SessionCard
              session={session}
              revoking={revokingId === session.id}
              revokeDisabled={revokingId !== undefined}
              revokeError={revokeError?.id === session.id ? revokeError.message : undefined}
              onRevoke={() => onRevoke(session.id)}
            />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div className={view} data-view="SmartSessionList" aria-busy={status === 'loading'}>
      {body}
    </div>
  )
}
