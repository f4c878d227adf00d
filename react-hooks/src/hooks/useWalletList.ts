'use client'
// spec §3, §9 the wallet directory list: featured, recommended, pages of 40, search; whether
// it failed, and the host's exclusions.
import {
  selectExcludedWallets,
  selectFeaturedWallets,
  selectHasMoreWallets,
  selectRecommendedWallets,
  selectSearchPending,
  selectSearchResults,
  selectWalletListError,
  selectWalletListFailed,
  selectWalletListLoading,
  selectWallets,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback } from 'react'
import { useFlowSelector } from '../internal/useFlow'
import { useWidget } from '../internal/widgetContext'

export function useWalletList() {
  const widget = useWidget()
  const featured = useFlowSelector(widgetSystemIds.walletList, selectFeaturedWallets)
  const recommended = useFlowSelector(widgetSystemIds.walletList, selectRecommendedWallets)
  const wallets = useFlowSelector(widgetSystemIds.walletList, selectWallets)
  const searchResults = useFlowSelector(widgetSystemIds.walletList, selectSearchResults)
  const isLoading = useFlowSelector(widgetSystemIds.walletList, selectWalletListLoading)
  const hasMore = useFlowSelector(widgetSystemIds.walletList, selectHasMoreWallets)
  const failed = useFlowSelector(widgetSystemIds.walletList, selectWalletListFailed)
  const error = useFlowSelector(widgetSystemIds.walletList, selectWalletListError)
  const searchPending = useFlowSelector(widgetSystemIds.walletList, selectSearchPending)
  const excludedWallets = useFlowSelector(widgetSystemIds.walletList, selectExcludedWallets)
  const send = useCallback(
    (
      event:
        | { type: 'user.load' }
        | { type: 'user.nextPage' }
        | { type: 'user.search'; query: string },
    ) => {
      widget.sendToFlow(widgetSystemIds.walletList, event)
    },
    [widget],
  )
  const load = useCallback(() => send({ type: 'user.load' }), [send])
  const loadMore = useCallback(() => send({ type: 'user.nextPage' }), [send])
  const search = useCallback((query: string) => send({ type: 'user.search', query }), [send])
  return {
    featured,
    recommended,
    wallets,
    searchResults,
    isLoading,
    hasMore,
    /** The first load failed (the list shows the error and a retry). */
    failed,
    /** The last request's failure: a new value per failure. */
    error,
    /** A typed query waits for its results (the pause, then the request). */
    searchPending,
    /** The host's excluded wallets (spec §5), which apply to connectors too. */
    excludedWallets,
    load,
    loadMore,
    search,
  }
}

export type UseWalletListReturnType = ReturnType<typeof useWalletList>
