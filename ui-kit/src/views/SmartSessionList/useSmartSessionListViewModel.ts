'use client'
// The SmartSessionList view's props from useSmartSessions: the rows (read back from the API),
// which one is being revoked, and what failed.
import { useSmartSessions } from '@airlock/react-hooks'
import { useMemo } from 'react'
import { sessionRow } from '../shared/smartSessions/sessionRow'
import type { SmartSessionListViewProps } from './SmartSessionListView'

export function useSmartSessionListViewModel(): SmartSessionListViewProps {
  const { status, sessions, revokingId, revokeError, error, revoke, refresh } = useSmartSessions()
  const rows = useMemo(() => {
    const now = Math.floor(Date.now() / 1000)
    return sessions.map((entry) => sessionRow(entry, now))
  }, [sessions])
  return {
    status,
    sessions: rows,
    revokingId,
    revokeError: revokeError && { id: revokeError.id, message: revokeError.error.message },
    error: error?.message,
    onRevoke: revoke,
    onRetry: refresh,
  }
}
