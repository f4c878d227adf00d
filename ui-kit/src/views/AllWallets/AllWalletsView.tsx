// All Wallets (spec §3, §9; issue 30): a labelled search over the wallet directory with the
// directory's count (the matches' while searching), its wallets in a grid of logos, in pages of
// 40 loaded as the end of the grid scrolls into view, the search results (up to 100) while a
// query is set, and the loading, empty and error states.

import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { EmptyState } from '../shared/EmptyState'
import { SearchIcon } from '../shared/icons'
import { LoadMoreSentinel } from '../shared/infiniteList/LoadMoreSentinel'
import type { WalletRowItem } from '../shared/walletRows/walletChoice'
import { centered, count, errorText, more, root, searchBar } from './AllWalletsView.css'
import { SearchField } from './SearchField'
import { WalletGrid } from './WalletGrid'

export interface AllWalletsViewProps {
  readonly query: string
  readonly onSearch: (query: string) => void
  /** The directory list: loading at first, or failed to load. */
  readonly status: 'loading' | 'ready' | 'error'
  readonly wallets: readonly WalletRowItem[]
  /** How many wallets the directory has (its getWallets `count`), once known. */
  readonly count?: number
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
  const text = messages.allWallets
  const tagOf = (item: WalletRowItem) =>
    props.installedKeys.has(item.key) ? messages.connect.installed : undefined
  const list = (items: readonly WalletRowItem[]) => (
    <WalletGrid items={items} label={text.listLabel} tagOf={tagOf} onSelect={props.onSelect} />
  )
  // While searching, the matches once they are in; else the directory's count once known.
  const countText = () => {
    if (props.searchResults !== undefined) {
      return props.searchPending ? '' : text.resultsCount(props.searchResults.length)
    }
    return props.status === 'ready' && props.count !== undefined
      ? text.walletCount(props.count)
      : ''
  }
  const content = () => {
    if (props.status === 'error') {
      return <Failure message={text.error} retry={text.retry} onRetry={props.onRetry} />
    }
    if (props.searchResults !== undefined) {
      if (props.searchPending) return <Progress label={text.searching} />
      if (props.searchResults.length === 0) {
        return (
          <EmptyState
            icon={<SearchIcon />}
            text={text.empty}
            action={{ label: text.showAll, onClick: () => props.onSearch('') }}
          />
        )
      }
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
        <SearchField
          value={props.query}
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          clearLabel={text.clearSearch}
          onChange={props.onSearch}
        />
        <p className={count} role="status">
          {countText()}
        </p>
      </div>
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
