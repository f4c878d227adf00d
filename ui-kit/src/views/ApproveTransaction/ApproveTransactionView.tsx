// spec §2 ApproveTransaction: a request waits for the person to approve it in the wallet
// (spec §6: calls that need approval); for the embedded wallet, which has no window of its own,
// the request itself to approve or reject here; or it failed, with the failure's words and a way
// back. Pure: everything comes in through the props.
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import {
  actions,
  detail,
  failureTitle,
  panel,
  reviewActions,
  text,
  title,
} from './ApproveTransactionView.css'

export interface ApproveTransactionViewProps {
  readonly status: 'waiting' | 'review' | 'error'
  /** 'review': the RPC method the host asks the embedded wallet for (spec §6). */
  readonly method?: string
  readonly onApprove?: () => void
  readonly onReject?: () => void
  /** The failure's own words (a rejection, a revert reason…). */
  readonly errorMessage?: string
  readonly onBack: () => void
}

export function ApproveTransactionView({
  status,
  method,
  errorMessage,
  onBack,
  onApprove,
  onReject,
}: ApproveTransactionViewProps) {
  const messages = useMessages()
  const m = messages.approve
  if (status === 'review') {
    const e = messages.embedded
    return (
      <div className={panel} data-state={status}>
        <div className={text}>
          <p className={title}>{e.reviewTitle}</p>
          <p className={detail}>{e.reviewDetail(method ?? '')}</p>
        </div>
        <div className={`${actions} ${reviewActions}`}>
          <Button tone="secondary" width="full" onClick={onReject}>
            {e.reject}
          </Button>
          <Button width="full" onClick={onApprove}>
            {e.approve}
          </Button>
        </div>
      </div>
    )
  }
  if (status === 'waiting') {
    return (
      <div className={panel} data-state={status}>
        <Spinner label={m.waiting} />
        <div className={text}>
          <p className={title}>{m.detail}</p>
          <p className={detail}>{m.waiting}</p>
        </div>
      </div>
    )
  }
  return (
    <div className={panel} data-state={status}>
      <div className={text} role="alert">
        <p className={failureTitle}>{m.error}</p>
        {errorMessage ? <p className={detail}>{errorMessage}</p> : null}
      </div>
      <div className={actions}>
        <Button tone="secondary" width="full" onClick={onBack}>
          {messages.modal.back}
        </Button>
      </div>
    </div>
  )
}
