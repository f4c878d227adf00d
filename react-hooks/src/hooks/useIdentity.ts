'use client'
// spec §7 identity: the active account's profile name and avatar, shared by every reader.
import { useCallback } from 'react'
import { useQuery } from '../internal/useQuery'
import { useWidget } from '../internal/widgetContext'
import { useAccount } from './useAccount'

export function useIdentity() {
  const widget = useWidget()
  const { caipAddress } = useAccount()
  const fetchIdentity = useCallback(() => widget.getIdentity(), [widget])
  return useQuery(caipAddress ? `identity:${caipAddress}` : undefined, fetchIdentity)
}

export type UseIdentityReturnType = ReturnType<typeof useIdentity>
