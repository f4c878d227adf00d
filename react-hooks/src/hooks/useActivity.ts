'use client'
// spec §3 history grouped by year then month, newest first; §5 spam hidden and filtered to the
// active chain; §4 loading, empty, next cursor, and the error that empties the list. Loads the
// first page when first used while connected; a confirmed send reloads it.
import type { Transaction, TransactionYearGroup } from '@airlock/core'
import {
  filterSpamTransactions,
  filterTransactionsByChain,
  groupTransactionsByYearAndMonth,
  selectActivityError,
  selectActivityHasMore,
  selectActivityLoadingMore,
  selectActivityPurchases,
  selectActivityStatus,
  selectActivityTransactions,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback, useEffect, useMemo } from 'react'
import { useFlowSelector, useFlowSend } from '../internal/useFlow'
import { useAccount } from './useAccount'
import { useNetwork } from './useNetwork'

export interface UseActivityReturnType {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly groups: readonly TransactionYearGroup[]
  /** Ids of the transactions that are on-ramp purchases. */
  readonly purchases: ReadonlySet<string>
  readonly isEmpty: boolean
  readonly hasMore: boolean
  readonly loadingMore: boolean
  /** spec §8 'Failed to fetch transactions'. */
  readonly error?: string
  readonly loadMore: () => void
  readonly refresh: () => void
}

export interface UseActivityParameters {
  /** Off: the first page is not asked for (the Activity tab is not shown). Default on. */
  readonly enabled?: boolean
}

export function useActivity({ enabled = true }: UseActivityParameters = {}): UseActivityReturnType {
  const { address } = useAccount()
  const { caipNetwork } = useNetwork()
  const caipNetworkId = caipNetwork?.caipNetworkId
  const id = widgetSystemIds.activity
  const status = useFlowSelector(id, selectActivityStatus)
  const transactions = useFlowSelector(id, selectActivityTransactions)
  const purchaseIds = useFlowSelector(id, selectActivityPurchases)
  const hasMore = useFlowSelector(id, selectActivityHasMore)
  const loadingMore = useFlowSelector(id, selectActivityLoadingMore)
  const error = useFlowSelector(id, selectActivityError)
  const send = useFlowSend(widgetSystemIds.activity)
  useEffect(() => {
    if (enabled && address && caipNetworkId) {
      send({ type: 'user.load', account: address, caipNetworkId })
    }
  }, [send, enabled, address, caipNetworkId])
  const refresh = useCallback(() => send({ type: 'user.refresh' }), [send])
  const groups = useMemo(() => {
    if (!caipNetworkId) return []
    // The API's CAIP-2 ids, typed as the domain's.
    const shown = filterSpamTransactions(
      filterTransactionsByChain(transactions as readonly Transaction[], caipNetworkId),
    )
    return groupTransactionsByYearAndMonth(shown)
  }, [transactions, caipNetworkId])
  const purchases = useMemo(() => new Set(purchaseIds), [purchaseIds])
  return {
    status,
    groups,
    purchases,
    isEmpty: status === 'ready' && groups.length === 0,
    hasMore,
    loadingMore,
    error: error?.message,
    loadMore: useCallback(() => send({ type: 'user.loadMore' }), [send]),
    refresh,
  }
}
