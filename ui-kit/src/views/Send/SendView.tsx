// spec §3 token send state, §4 token send, §5 send rules: the pure Send view. The token (picked
// from the network's balances), the amount with Max, the receiver as an address or a name with
// the profile it resolved to, the network balance in USD, and Send with what the send is doing.
// Everything comes in as props (useSendViewModel builds them from useSend).
import type { ApiTokenBalance } from '@airlock/core'
import { fiatValue } from '../../i18n/localeFormats'
import { useMessages } from '../../i18n/messages'
import { ViewForm } from '../shared/ViewForm'
import { SendAmount } from './SendAmount'
import { SendReceiver, type SendReceiverProps } from './SendReceiver'
import { SendSubmit, type SendSubmitProps } from './SendSubmit'
import { SendTokenPicker } from './SendTokenPicker'
import { muted, view } from './SendView.css'
import { sendBlocker } from './sendBlocker'

export interface SendViewProps
  extends Omit<SendReceiverProps, 'disabled'>,
    Pick<SendSubmitProps, 'status' | 'transaction' | 'error' | 'onSend' | 'onSendAnyway'> {
  /** The active network's balances (tokens with 0 decimals already dropped, spec §5). */
  readonly tokens: readonly ApiTokenBalance[]
  readonly token?: ApiTokenBalance
  readonly amount: string
  /** The sum of the network's balances in USD (spec §3 networkBalanceInUSD). */
  readonly networkBalanceInUSD: number
  readonly networkName?: string
  /** The network is a testnet: its tokens show no USD value, nor the network's total
   * (issue 30). */
  readonly testnet?: boolean
  /** Issue 25: the estimated network fee of the filled-in send, once the adapter gave it. */
  readonly fee?: { readonly amount: string; readonly symbol: string }
  readonly amountExceedsBalance: boolean
  readonly onTokenChange: (token: ApiTokenBalance) => void
  readonly onAmountChange: (amount: string) => void
  readonly onMax: () => void
  /** Gives up on a wallet that has not answered. */
  readonly onStopWaiting?: () => void
  /** The token list starts open (stories). */
  readonly tokenListOpen?: boolean
}

export function SendView(props: SendViewProps) {
  const { send } = useMessages()
  const { networkName, fee } = props
  const networkBalanceInUSD = fiatValue(props.networkBalanceInUSD, props.testnet)
  // spec §4 "loading while sending": the form holds still until the send is over.
  const disabled = props.status !== 'editing'
  // Each part takes its own props from the view's (SendViewProps is made of theirs).
  return (
    <ViewForm
      className={view}
      view="Send"
      onSubmit={() => {
        if (!disabled) props.onSend()
      }}
    >
      <SendTokenPicker {...props} disabled={disabled} defaultOpen={props.tokenListOpen} />
      <SendAmount {...props} disabled={disabled} />
      {networkBalanceInUSD === undefined ? null : (
        <p className={muted} data-testid="network-balance">
          {send.networkBalance(networkName, networkBalanceInUSD)}
        </p>
      )}
      {fee ? (
        <p className={muted} data-testid="network-fee">
          {send.networkFee(Number(fee.amount), fee.symbol)}
        </p>
      ) : null}
      <SendReceiver {...props} disabled={disabled} />
      <SendSubmit {...props} blocker={sendBlocker(props)} onCancel={props.onStopWaiting} />
    </ViewForm>
  )
}
