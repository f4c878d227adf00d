// All Wallets (spec §3, §9): a labelled search over the wallet directory, its wallets in pages of
// 40 loaded as the end of the list scrolls into view, the search results (up to 100) while a
// query is set, and the loading, empty and error states.

import { useId } from 'react'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { visuallyHidden } from '../../primitives/visuallyHidden.css'
import { LoadMoreSentinel } from '../shared/infiniteList/LoadMoreSentinel'
import { WalletRows } from '../shared/walletRows/WalletRows'
import type { WalletRowItem } from '../shared/walletRows/walletChoice'
import { centered, errorText, input, more, root, searchBar } from './AllWalletsView.css'

export interface AllWalletsViewProps {
  readonly query: string
  readonly onSearch: (query: string) => void
  /** The directory list: loading at first, or failed to load. */
  readonly status: 'loading' | 'ready' | 'error'
  readonly wallets: readonly WalletRowItem[]
  /** While a query is set: its results, and whether they are still coming. */
  readonly searchResults?: readonly WalletRowItem[]
  readonly searchPending: boolean
  /** Keys of the rows whose wallet is installed in this browser. */
  readonly installedKeys: ReadonlySet<string>
  readonly hasMore: boolean
  readonly loadingMore: boolean
  readonly loadMoreFailed: boolean
  readonly onLoadMore: () => void
  readonly onSelect: (item: WalletRowItem) => void
  readonly onRetry: () => void
}

export function AllWalletsView(props: AllWalletsViewProps) {
  const messages = useMessages()
  const searchId = useId()
  const text = messages.allWallets
  const searching = props.searchResults !== undefined
  const tagOf = (item: WalletRowItem) =>
    props.installedKeys.has(item.key) ? messages.connect.installed : undefined
  const list = (items: readonly WalletRowItem[]) => (
    <WalletRows items={items} label={text.listLabel} tagOf={tagOf} onSelect={props.onSelect} />
  )
  const content = () => {
    if (props.status === 'error') {
      return <Failure message={text.error} retry={text.retry} onRetry={props.onRetry} />
    }
    if (props.searchResults !== undefined) {
      if (props.searchPending) return <Progress label={text.searching} />
      if (props.searchResults.length === 0) return <p className={centered}>{text.empty}</p>
      return list(props.searchResults)
    }
    if (props.status === 'loading') return <Progress label={text.loading} />
    if (props.wallets.length === 0) return <p className={centered}>{text.empty}</p>
    return (
      <>
        {list(props.wallets)}
        {props.loadingMore ? (
          <div className={more}>
            <Spinner label={text.loadingMore} />
          </div>
        ) : props.loadMoreFailed ? (
          <Failure message={text.loadMoreError} retry={text.retry} onRetry={props.onLoadMore} />
        ) : props.hasMore ? (
          <LoadMoreSentinel onVisible={props.onLoadMore} />
        ) : null}
      </>
    )
  }
  return (
    <div className={root} data-view="AllWallets">
      <div className={searchBar}>
        <label htmlFor={searchId} className={visuallyHidden}>
          {text.searchLabel}
        </label>
        <input
          id={searchId}
          className={input}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={text.searchPlaceholder}
          value={props.query}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      <p className={visuallyHidden} role="status">
        {searching && !props.searchPending ? text.resultsCount(props.searchResults.length) : ''}
      </p>
      {content()}
    </div>
  )
}

/** What failed to load, and Retry. */
function Failure(props: {
  readonly message: string
  readonly retry: string
  readonly onRetry: () => void
}) {
  return (
    <div className={centered}>
      <p className={errorText} role="alert">
        {props.message}
      </p>
      <Button tone="secondary" onClick={props.onRetry}>
        {props.retry}
      </Button>
    </div>
  )
}

function Progress({ label }: { readonly label: string }) {
  return (
    <div className={centered}>
      <Spinner label={label} />
    </div>
  )
}
