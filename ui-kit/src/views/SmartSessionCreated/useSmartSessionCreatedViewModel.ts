'use client'
// The SmartSessionCreated view's props: the session the last grant created (useSmartSessions),
// All sessions (pushes SmartSessionList) and Done (closes the modal).
import { useModal, useSmartSessions } from '@airlock/react-hooks'
import { useMemo } from 'react'
import { sessionRow } from '../shared/smartSessions/sessionRow'
import type { SmartSessionCreatedViewProps } from './SmartSessionCreatedView'

export function useSmartSessionCreatedViewModel(): SmartSessionCreatedViewProps {
  const { created } = useSmartSessions()
  const { push, close } = useModal()
  const session = useMemo(
    () => (created ? sessionRow(created, Math.floor(Date.now() / 1000)) : undefined),
    [created],
  )
  return { session, onViewAll: () => push({ view: 'SmartSessionList' }), onDone: close }
}
