'use client'
// spec §7 balances of the active account on the active network, shared by every component
// that reads them; spec §4 query states. A failure shows the 'Token Balance Unavailable' toast
// and is the error state here.
import type { ApiTokenBalance } from '@airlock/core'
import { useCallback } from 'react'
import { useQuery } from '../internal/useQuery'
import { useWidget } from '../internal/widgetContext'
import { useAccount } from './useAccount'

export function useBalance() {
  const widget = useWidget()
  const { caipAddress } = useAccount()
  // The first read may come from the 30 s cache; a refetch asks the API again.
  const fetchBalances = useCallback(
    (fresh: boolean) => widget.getBalances({ throwOnError: true, forceUpdate: fresh }),
    [widget],
  )
  // A confirmed send marks it stale: the query store asks again, fresh (spec §4).
  const query = useQuery<readonly ApiTokenBalance[]>(
    caipAddress ? `balance:${caipAddress}` : undefined,
    fetchBalances,
  )
  return query
}

export type UseBalanceReturnType = ReturnType<typeof useBalance>
