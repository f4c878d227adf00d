// spec §1 pay: the pure Pay view — a host's payment as a prefilled send the visitor confirms:
// the amount and token, the network, the recipient (its name when it has one), the visitor's
// balance, a switch when the wallet is on another network, and Pay with what the send is
// doing (the Send view's footer). Everything comes in as props (usePayViewModel).
import {
  type ApiTokenBalance,
  type ErrorInfo,
  formatDisplayBalance,
  type ReceiverStatus,
  type SendError,
  type SendTransaction,
} from '@airlock/core'
import { shortAddress } from '../../i18n/localeFormats'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { type SendStatus, SendSubmit } from '../Send/SendSubmit'
import { sendBlocker } from '../Send/sendBlocker'
import { ViewForm } from '../shared/ViewForm'
import { amount as amountClass, details, notice, term, value, view } from './PayView.css'

export interface PayViewProps {
  readonly token?: ApiTokenBalance
  readonly amount: string
  readonly receiver: string
  readonly receiverStatus: ReceiverStatus
  readonly receiverProfileName?: string
  readonly amountExceedsBalance: boolean
  readonly networkName?: string
  /** The wallet is on the payment's network. */
  readonly onPaymentNetwork: boolean
  readonly status: SendStatus
  readonly transaction?: SendTransaction
  /** The payment's send form's last failure. */
  readonly error?: ErrorInfo<SendError['_tag']>
  readonly onConfirm: () => void
  /** Gives up on a wallet that has not answered. */
  readonly onStopWaiting?: () => void
  readonly onSwitchNetwork: () => void
  readonly onCancel: () => void
}

export function PayView(props: PayViewProps) {
  const { pay } = useMessages()
  const symbol = props.token?.symbol ?? ''
  const balance = props.token?.quantity.numeric
  const network = props.networkName ?? ''
  const busy = props.status !== 'editing'
  const blocker = sendBlocker({
    token: props.token,
    amount: props.amount,
    receiverStatus: props.receiverStatus,
    amountExceedsBalance: props.amountExceedsBalance,
  })
  return (
    <ViewForm
      className={view}
      view="Pay"
      onSubmit={() => {
        if (!busy && props.onPaymentNetwork && !blocker) props.onConfirm()
      }}
    >
      <p
        className={amountClass}
        data-testid="pay-amount"
        title={pay.fullAmount(props.amount, symbol)}
      >
        {pay.amount(props.amount, symbol)}
      </p>
      <dl className={details}>
        <dt className={term}>{pay.network}</dt>
        <dd className={value}>{network}</dd>
        <dt className={term}>{pay.to}</dt>
        <dd className={value} title={props.receiver}>
          {props.receiverProfileName ?? shortAddress(props.receiver)}
        </dd>
        <dt className={term}>{pay.balance}</dt>
        <dd className={value}>
          {balance ? pay.amount(formatDisplayBalance(balance), symbol) : pay.unknownBalance}
        </dd>
      </dl>
      {props.onPaymentNetwork ? (
        <SendSubmit
          status={props.status}
          blocker={blocker}
          transaction={props.transaction}
          error={props.error}
          onSend={props.onConfirm}
          onCancel={props.onStopWaiting}
          actionLabel={pay.action(props.amount, symbol)}
        />
      ) : (
        <div className={notice}>
          <p role="status">{pay.wrongNetwork(network)}</p>
          <Button width="full" onClick={props.onSwitchNetwork}>
            {pay.switchTo(network)}
          </Button>
        </div>
      )}
      {/* While the wallet asks, the one Cancel is SendSubmit's: it stops waiting. */}
      {props.status === 'sending' && props.onStopWaiting ? null : (
        <Button tone="secondary" width="full" disabled={busy} onClick={props.onCancel}>
          {pay.cancel}
        </Button>
      )}
    </ViewForm>
  )
}
