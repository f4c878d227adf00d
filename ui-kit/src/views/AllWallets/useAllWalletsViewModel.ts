'use client'
// Builds AllWalletsViewProps from the hooks: the directory list (loaded on first show), the
// search (the walletList machine waits the spec §9 300 ms), the next page on demand, and the
// route of a chosen wallet (its installed connector, else WalletConnect).
import { useConnectors, useWalletList } from '@airlock/react-hooks'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { installedConnectorOf, useWalletChoice, walletRow } from '../shared/walletRows/walletChoice'
import type { AllWalletsViewProps } from './AllWalletsView'

export function useAllWalletsViewModel(): AllWalletsViewProps {
  const list = useWalletList()
  const { featured, recommended, wallets, searchResults, isLoading, hasMore } = list
  const { load, loadMore, search } = list
  const { failed, error: lastError, searchPending, total } = list
  const connectors = useConnectors()
  const onSelect = useWalletChoice()
  const [query, setQuery] = useState('')
  // The error there was when the last page was asked for: a different one once loading ends
  // means that page failed.
  const [pageRequest, setPageRequest] = useState<{ readonly error: unknown }>()
  useEffect(() => {
    load()
    // A query left from an earlier visit would show results for a search box that is empty.
    search('')
  }, [load, search])
  const rows = useMemo(() => {
    const seen = new Set<string>()
    return [...featured, ...recommended, ...wallets]
      .filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)))
      .map(walletRow)
  }, [featured, recommended, wallets])
  const resultRows = useMemo(() => searchResults?.map(walletRow), [searchResults])
  const installedKeys = useMemo(() => {
    const all = [...rows, ...(resultRows ?? [])]
    return new Set(
      all
        .filter(
          (row) =>
            row.choice.kind === 'wallet' && installedConnectorOf(row.choice.wallet, connectors),
        )
        .map((row) => row.key),
    )
  }, [rows, resultRows, connectors])
  const onSearch = useCallback(
    (next: string) => {
      setQuery(next)
      setPageRequest(undefined)
      search(next)
    },
    [search],
  )
  const onLoadMore = useCallback(() => {
    setPageRequest({ error: lastError })
    loadMore()
  }, [lastError, loadMore])
  const searching = query.trim() !== ''
  // The machine takes a query only once the list has loaded: one typed before then is sent again.
  const queryWaiting = searching && searchResults === undefined
  useEffect(() => {
    if (queryWaiting && !isLoading && !failed) search(query)
  }, [queryWaiting, isLoading, failed, search, query])
  return {
    ...(total === undefined ? {} : { count: total }),
    query,
    onSearch,
    status: failed ? 'error' : isLoading && rows.length === 0 ? 'loading' : 'ready',
    wallets: rows,
    searchResults: searching ? (resultRows ?? []) : undefined,
    searchPending: searching && (searchPending || queryWaiting),
    installedKeys,
    hasMore,
    loadingMore: isLoading && !searching && rows.length > 0,
    loadMoreFailed: pageRequest !== undefined && !isLoading && lastError !== pageRequest.error,
    onLoadMore,
    onSelect,
    onRetry: load,
  }
}
