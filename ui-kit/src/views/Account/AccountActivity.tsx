'use client'
// The Activity tab (spec §3, §4 history): the account's transactions on the active network,
// spam hidden, under a heading per month (newest first). Infinite scroll: a sentinel at the
// end loads the next page when it scrolls into view, and a 'Load more' button does the same
// for keyboard users (and where IntersectionObserver is missing). The first page shows a
// spinner, an empty history says so, and spec §8 'Failed to fetch transactions' empties the
// list and offers Retry.
import type { TransactionYearGroup } from '@airlock/core'
import { useId } from 'react'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { EmptyState } from '../shared/EmptyState'
import { ActivityIcon } from '../shared/icons'
import { LoadMoreSentinel } from '../shared/infiniteList/LoadMoreSentinel'
import { activityList, loadMoreArea, monthHeading, monthList } from './AccountActivity.css'
import { empty, error as errorText } from './AccountView.css'
import { ActivityRow } from './ActivityRow'

export interface AccountActivityProps {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  /** spec §3: year → month → transactions, newest first. */
  readonly groups: readonly TransactionYearGroup[]
  /** Ids of on-ramp purchases. */
  readonly purchases: ReadonlySet<string>
  /** A next cursor exists. */
  readonly hasMore: boolean
  readonly loadingMore: boolean
  readonly error?: string
  readonly onLoadMore: () => void
  readonly onRetry: () => void
  /** Issue 30 (6): an empty history offers Buy, else Receive, when the wallet features do. */
  readonly onBuy?: () => void
  readonly onReceive?: () => void
}

export function AccountActivity({
  status,
  groups,
  purchases,
  hasMore,
  loadingMore,
  error,
  onLoadMore,
  onRetry,
  onBuy,
  onReceive,
}: AccountActivityProps) {
  const { account } = useMessages()
  const id = useId()
  if (status === 'error') {
    return (
      <div className={empty}>
        <div className={loadMoreArea}>
          <p className={errorText} role="alert">
            {error}
          </p>
          <Button tone="secondary" onClick={onRetry}>
            {account.retry}
          </Button>
        </div>
      </div>
    )
  }
  if (status !== 'ready') {
    return (
      <div className={empty}>
        <Spinner label={account.activityLoading} />
      </div>
    )
  }
  if (groups.length === 0) {
    // Issue 30 (6): the first step of a history is money in: buying, else receiving.
    const action = onBuy
      ? { label: account.buy, onClick: onBuy }
      : onReceive
        ? { label: account.receive, onClick: onReceive }
        : undefined
    return <EmptyState icon={<ActivityIcon />} text={account.noActivity} action={action} />
  }
  return (
    <div className={activityList}>
      {groups.flatMap(({ year, months }) =>
        months.map(({ month, transactions }) => (
          <div key={`${year}-${month}`}>
            <h3 id={`${id}-${year}-${month}`} className={monthHeading}>
              {account.monthHeading(year, month)}
            </h3>
            <ul className={monthList} aria-labelledby={`${id}-${year}-${month}`}>
              {transactions.map((transaction) => (
                <ActivityRow
                  key={transaction.id}
                  transaction={transaction}
                  purchase={purchases.has(transaction.id)}
                />
              ))}
            </ul>
          </div>
        )),
      )}
      <div className={loadMoreArea}>
        {loadingMore ? <Spinner label={account.activityLoadingMore} /> : null}
        {hasMore && !loadingMore ? (
          <>
            <LoadMoreSentinel onVisible={onLoadMore} />
            <Button tone="ghost" onClick={onLoadMore}>
              {account.loadMore}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  )
}
