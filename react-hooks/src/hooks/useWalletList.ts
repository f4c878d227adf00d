'use client'
// spec §3, §9 the wallet directory list: featured, recommended, pages of 40, search; whether
// it failed, and the host's exclusions.
import {
  selectConnectorOrder,
  selectCustomWallets,
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
  selectWalletTotal,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback } from 'react'
import { useFlowSend } from '../internal/useFlow'
import { useFlowSelectors } from '../internal/useFlowSelectors'

const walletListSelectors = {
  featured: selectFeaturedWallets,
  recommended: selectRecommendedWallets,
  wallets: selectWallets,
  searchResults: selectSearchResults,
  isLoading: selectWalletListLoading,
  hasMore: selectHasMoreWallets,
  /** Issue 30 (3): the directory's number of wallets in all; undefined before the first page. */
  total: selectWalletTotal,
  /** The first load failed (the list shows the error and a retry). */
  failed: selectWalletListFailed,
  /** The last request's failure: a new value per failure. */
  error: selectWalletListError,
  /** A typed query waits for its results (the pause, then the request). */
  searchPending: selectSearchPending,
  /** The host's excluded wallets (spec §5), which apply to connectors too. */
  excludedWallets: selectExcludedWallets,
  /** spec §2: the host's custom wallets (createWidget's `customWallets`). */
  custom: selectCustomWallets,
  /** spec §2: the host's order of the Connect view's sections (`connectorOrder`). */
  connectorOrder: selectConnectorOrder,
}

export function useWalletList() {
  const send = useFlowSend(widgetSystemIds.walletList)
  const load = useCallback(() => send({ type: 'user.load' }), [send])
  const loadMore = useCallback(() => send({ type: 'user.nextPage' }), [send])
  const search = useCallback((query: string) => send({ type: 'user.search', query }), [send])
  return useFlowSelectors(widgetSystemIds.walletList, walletListSelectors, {
    load,
    loadMore,
    search,
  })
}

export type UseWalletListReturnType = ReturnType<typeof useWalletList>
