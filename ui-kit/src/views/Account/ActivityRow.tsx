// One transaction of the history: its image (the first transfer's token icon or NFT preview,
// else a generic icon), what happened ('Bought' with an on-ramp badge for purchases), the
// transfers, when, and whether it failed or is pending.
import type { Transaction } from '@airlock/core'
import { useMessages } from '../../i18n/messages'
import { WalletImage } from '../../primitives/WalletImage'
import { ActivityIcon } from '../shared/icons'
import {
  activityBadge,
  activityGeneric,
  activityMain,
  activityRow,
  activityStatus,
  activityTitle,
  ellipsisText,
} from './AccountActivity.css'
import { muted } from './AccountView.css'
import { operationOf, transactionImage, transferText } from './activityRow'

export function ActivityRow({
  transaction,
  purchase,
}: {
  readonly transaction: Transaction
  /** spec §3: an on-ramp purchase. */
  readonly purchase: boolean
}) {
  const { account } = useMessages()
  const image = transactionImage(transaction)
  const title = purchase ? account.bought : account.operations[operationOf(transaction)]
  const description = transaction.transfers
    .slice(0, 2)
    .map((transfer) => {
      const text = transferText(transfer, account.unnamedNft)
      const amount =
        text.amount === undefined ? text.label : account.amount(text.amount, text.label)
      return `${text.sign}${amount}`
    })
    .join(', ')
  const { status, minedAt } = transaction.metadata
  return (
    <li className={activityRow} data-testid="activity-row">
      {image ? (
        <WalletImage
          src={image}
          name={transaction.transfers[0]?.fungible_info?.symbol ?? title}
          size={36}
        />
      ) : (
        <span className={activityGeneric} aria-hidden="true">
          <ActivityIcon />
        </span>
      )}
      <span className={activityMain}>
        <span className={activityTitle}>
          {title}
          {purchase ? <span className={activityBadge}>{account.onrampBadge}</span> : null}
          {status === 'confirmed' ? null : (
            <span className={activityStatus[status]}>{account[status]}</span>
          )}
        </span>
        {description ? <span className={`${muted} ${ellipsisText}`}>{description}</span> : null}
      </span>
      <time className={muted} dateTime={minedAt}>
        {account.minedAt(minedAt)}
      </time>
    </li>
  )
}
