// The Send button and what the send is doing: the button says what blocks it (and is disabled
// then), 'Confirm in your wallet' while the wallet asks, 'Waiting for confirmation' with the
// short hash once it is sent (spec §4 transaction confirmation), and the hook's error as an alert.
import type { ErrorInfo, SendError, SendTransaction } from '@airlock/core'
import { shortAddress } from '../../i18n/localeFormats'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { buttonSpinner, error as errorClass, footer, status as statusClass } from './SendView.css'
import type { SendBlocker } from './sendBlocker'

export type SendStatus = 'editing' | 'sending' | 'confirming'

export interface SendSubmitProps {
  readonly status: SendStatus
  readonly blocker?: SendBlocker
  readonly transaction?: SendTransaction
  readonly error?: ErrorInfo<SendError['_tag']>
  readonly onSend: () => void
  /** The button's words when nothing blocks it (Send by default; the Pay view says Pay). */
  readonly actionLabel?: string
  /** Gives up on a wallet that has not answered (shown while it is asked). */
  readonly onCancel?: () => void
  /** Issue 28 (4): sends to an unusual recipient after all (shown with that error). */
  readonly onSendAnyway?: () => void
}

export function SendSubmit({
  status,
  blocker,
  transaction,
  error,
  onSend,
  actionLabel,
  onCancel,
  onSendAnyway,
}: SendSubmitProps) {
  const { send } = useMessages()
  const busy = status !== 'editing'
  const blockedLabel: Record<SendBlocker['reason'], string> = {
    token: send.selectToken,
    amount: send.enterAmount,
    receiver: send.enterReceiver,
    resolving: send.resolving,
    invalidReceiver: send.enterValidReceiver,
    insufficient: send.insufficient(blocker?.reason === 'insufficient' ? blocker.symbol : ''),
  }
  const label =
    status === 'sending'
      ? send.confirmInWallet
      : status === 'confirming'
        ? send.waitingForConfirmation
        : blocker
          ? blockedLabel[blocker.reason]
          : (actionLabel ?? send.send)
  const transactionText: Record<SendTransaction['status'], string> = {
    pending: transaction?.slow ? send.confirmingSlowly : send.waitingForConfirmation,
    confirmed: send.confirmed,
    replaced: send.replaced[transaction?.replacedReason ?? 'replaced'],
    reverted: send.reverted,
    timedOut: send.timedOut,
    notFound: send.notFound,
  }
  // A failed transaction's error says it already; the status line would only repeat it.
  const showTransaction = transaction && !(error && transaction.status !== 'replaced')
  return (
    <div className={footer}>
      <Button
        width="full"
        onClick={onSend}
        disabled={busy || blocker !== undefined}
        aria-busy={busy || undefined}
      >
        {busy ? <span className={buttonSpinner} aria-hidden="true" /> : null}
        {label}
      </Button>
      {status === 'sending' && onCancel ? (
        <Button tone="secondary" width="full" onClick={onCancel}>
          {send.stopWaiting}
        </Button>
      ) : null}
      <p className={statusClass} role="status">
        {showTransaction ? transactionText[transaction.status] : ''}
        {showTransaction && transaction.hash ? ' ' : null}
        {showTransaction && transaction.hash ? (
          <span title={transaction.hash}>
            {send.transactionHash(shortAddress(transaction.hash))}
          </span>
        ) : null}
      </p>
      {error ? (
        <p className={errorClass} role="alert">
          {error.message}
        </p>
      ) : null}
      {error?._tag === 'UnusualRecipientError' && onSendAnyway && !busy ? (
        <Button tone="secondary" width="full" onClick={onSendAnyway}>
          {send.sendAnyway}
        </Button>
      ) : null}
    </div>
  )
}
