'use client'
// Smart sessions (ERC-7715; spec §1 toggle, §6, §7, §8): the sessions the active account
// granted, read back from the API; grant and revoke. Loads the list when first used while an
// eip155 account is connected and the toggle is on.
import type {
  GrantPermissionsRequest,
  SmartSessionEntry,
  SmartSessionError,
  SmartSessionsStatus,
} from '@airlock/core'
import {
  selectSmartSessionCreated,
  selectSmartSessionGrantError,
  selectSmartSessionGranting,
  selectSmartSessionRevokeError,
  selectSmartSessionRevoking,
  selectSmartSessions,
  selectSmartSessionsLoadError,
  selectSmartSessionsStatus,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback, useEffect } from 'react'
import { useFlowSelector, useFlowSend } from '../internal/useFlow'
import { useAccount } from './useAccount'
import { useFeatures } from './useFeatures'

export interface UseSmartSessionsReturnType {
  /** The toggle is on and the active account is on eip155. */
  readonly supported: boolean
  readonly status: SmartSessionsStatus
  readonly sessions: readonly SmartSessionEntry[]
  /** The session the last grant created. */
  readonly created?: SmartSessionEntry
  readonly granting: boolean
  /** The id of the session being revoked. */
  readonly revokingId?: string
  readonly error?: SmartSessionError
  readonly grantError?: SmartSessionError
  readonly revokeError?: { readonly id: string; readonly error: SmartSessionError }
  readonly grant: (request: GrantPermissionsRequest) => void
  readonly revoke: (id: string) => void
  readonly refresh: () => void
}

export function useSmartSessions(): UseSmartSessionsReturnType {
  const { caipAddress } = useAccount()
  const supported = useFeatures().smartSessions && caipAddress?.startsWith('eip155:') === true
  const id = widgetSystemIds.smartSessions
  const send = useFlowSend(widgetSystemIds.smartSessions)
  useEffect(() => {
    if (supported && caipAddress) send({ type: 'user.load', account: caipAddress })
  }, [send, supported, caipAddress])
  return {
    supported,
    status: useFlowSelector(id, selectSmartSessionsStatus),
    sessions: useFlowSelector(id, selectSmartSessions),
    created: useFlowSelector(id, selectSmartSessionCreated),
    granting: useFlowSelector(id, selectSmartSessionGranting),
    revokingId: useFlowSelector(id, selectSmartSessionRevoking),
    error: useFlowSelector(id, selectSmartSessionsLoadError),
    grantError: useFlowSelector(id, selectSmartSessionGrantError),
    revokeError: useFlowSelector(id, selectSmartSessionRevokeError),
    grant: useCallback(
      (request) => {
        if (caipAddress) send({ type: 'user.grant', account: caipAddress, request })
      },
      [send, caipAddress],
    ),
    revoke: useCallback((session) => send({ type: 'user.revoke', id: session }), [send]),
    refresh: useCallback(() => send({ type: 'user.refresh' }), [send]),
  }
}
