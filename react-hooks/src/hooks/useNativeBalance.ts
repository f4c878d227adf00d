'use client'
// spec §3 Balance: the active account's native coin, read from the chain through its adapter;
// refreshed after a send.
import type { Balance } from '@airlock/core'
import { useCallback } from 'react'
import { useQuery } from '../internal/useQuery'
import { useWidget } from '../internal/widgetContext'
import { useAccount } from './useAccount'

export function useNativeBalance() {
  const widget = useWidget()
  const { caipAddress } = useAccount()
  const fetchBalance = useCallback(() => widget.getNativeBalance(), [widget])
  // A confirmed send marks it stale: the query store asks again, fresh (spec §4).
  const query = useQuery<Balance>(caipAddress ? `native:${caipAddress}` : undefined, fetchBalance)
  return query
}

export type UseNativeBalanceReturnType = ReturnType<typeof useNativeBalance>
