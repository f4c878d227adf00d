'use client'
// spec §3, §9 the wallet directory list: featured, recommended, pages of 40, search.
import {
  selectFeaturedWallets,
  selectHasMoreWallets,
  selectRecommendedWallets,
  selectSearchResults,
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
  const send = useCallback(
    (
      event:
        | { type: 'user.load' }
        | { type: 'user.nextPage' }
        | { type: 'user.search'; query: string },
    ) => {
      widget.actor.system.get(widgetSystemIds.walletList)?.send(event)
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
    load,
    loadMore,
    search,
  }
}

export type UseWalletListReturnType = ReturnType<typeof useWalletList>
