'use client'
// spec §3 Balance: the active account's native coin, read from the chain through its adapter;
// refreshed after a send.
import type { Balance } from '@airlock/core'
import { useCallback } from 'react'
import { useQuery } from '../internal/useQuery'
import { useRefetchOnSend } from '../internal/useRefetchOnSend'
import { useWidget } from '../internal/widgetContext'
import { useAccount } from './useAccount'

export function useNativeBalance() {
  const widget = useWidget()
  const { caipAddress } = useAccount()
  const fetchBalance = useCallback(() => widget.getNativeBalance(), [widget])
  const query = useQuery<Balance>(caipAddress ? `native:${caipAddress}` : undefined, fetchBalance)
  useRefetchOnSend(query.refetch)
  return query
}

export type UseNativeBalanceReturnType = ReturnType<typeof useNativeBalance>
