'use client'
// Account names (spec §2 RegisterAccountName, §4 registration, §5 name rule, §7, §8, §9 eip155
// only): the name as typed and where it is (invalid, checking, taken, available, signing,
// registering, registered), the free suggestions, the error, and the actions.
import type { InvalidAccountNameError, NameStatus, NamesError } from '@airlock/core'
import {
  selectFullName,
  selectNameError,
  selectNameInput,
  selectNameInvalid,
  selectNameStatus,
  selectNameSuggestions,
  selectNameZone,
  selectRegisteredName,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback } from 'react'
import { shallowEqual, useFlowSelector, useFlowSend } from '../internal/useFlow'
import { useAccount } from './useAccount'

export interface UseNamesReturnType {
  /** The active account is on eip155 (spec §9: names are eip155 only). */
  readonly supported: boolean
  /** spec §9: the zone every name ends with. */
  readonly zone: string
  /** As typed, without the zone. */
  readonly name: string
  /** What would be registered: `name.zone`. */
  readonly fullName?: string
  readonly status: NameStatus
  /** Why the typed name breaks the spec §5 rule. */
  readonly invalid?: InvalidAccountNameError
  /** Free names the API suggests, without the zone. */
  readonly suggestions: readonly string[]
  readonly error?: NamesError
  /** The full name the last registration registered. */
  readonly registered?: string
  readonly setName: (name: string) => void
  readonly register: () => void
  readonly reset: () => void
}

export function useNames(): UseNamesReturnType {
  const { caipAddress } = useAccount()
  const id = widgetSystemIds.names
  const send = useFlowSend(widgetSystemIds.names)
  return {
    supported: caipAddress?.startsWith('eip155:') === true,
    zone: useFlowSelector(id, selectNameZone),
    name: useFlowSelector(id, selectNameInput),
    fullName: useFlowSelector(id, selectFullName),
    status: useFlowSelector(id, selectNameStatus),
    invalid: useFlowSelector(id, selectNameInvalid),
    suggestions: useFlowSelector(id, selectNameSuggestions, shallowEqual),
    error: useFlowSelector(id, selectNameError),
    registered: useFlowSelector(id, selectRegisteredName),
    setName: useCallback((name: string) => send({ type: 'user.setName', name }), [send]),
    register: useCallback(() => {
      if (caipAddress) send({ type: 'user.register', account: caipAddress })
    }, [send, caipAddress]),
    reset: useCallback(() => send({ type: 'user.reset' }), [send]),
  }
}
