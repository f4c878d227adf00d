import type { Transaction } from '@airlock/core'
import { useActivity } from '@airlock/react-hooks'

// The groups are UTC calendar months, so the heading is formatted in UTC too.
const monthFormat = new Intl.DateTimeFormat('en', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

function TransactionRow({
  transaction,
  purchased,
}: {
  readonly transaction: Transaction
  readonly purchased: boolean
}) {
  const [transfer] = transaction.transfers
  const what = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
  return (
    <li>
      {purchased ? 'Bought' : transaction.metadata.operationType} {transfer?.quantity.numeric}{' '}
      {what} ({transaction.metadata.status})
    </li>
  )
}

export function ActivityList() {
  const { status, groups, purchases, isEmpty, hasMore, loadingMore, error, loadMore, refresh } =
    useActivity()
  // 'idle': no account yet (or the first render, before the load starts).
  if (status === 'idle') return null
  if (status === 'loading') return <p>Loading activity…</p>
  if (status === 'error') {
    return (
      <div>
        <p role="alert">{error}</p>
        <button type="button" onClick={refresh}>
          Try again
        </button>
      </div>
    )
  }
  return (
    <div>
      {isEmpty && <p>No activity yet.</p>}
      {groups.flatMap(({ year, months }) =>
        months.map(({ month, transactions }) => (
          <section key={`${year}-${month}`}>
            <h3>{monthFormat.format(Date.UTC(year, month - 1))}</h3>
            <ul>
              {transactions.map((transaction) => (
                <TransactionRow
                  key={transaction.id}
                  transaction={transaction}
                  purchased={purchases.has(transaction.id)}
                />
              ))}
            </ul>
          </section>
        )),
      )}
      {hasMore && (
        <button type="button" disabled={loadingMore} onClick={loadMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  )
}
