// The preview of a quote (rate, price impact, network fee, the 1 % slippage of spec §9), the one
// button the swap needs next (Approve, then Swap) with its pending state, what the transaction
// is doing, and the error as an alert.
import type { ErrorInfo, SwapError, SwapPreview, SwapStatus, SwapTransaction } from '@airlock/core'
import { SWAP_SLIPPAGE_PERCENT } from '@airlock/core/internal'
import { shortAddress } from '../../i18n/localeFormats'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import {
  buttonSpinner,
  error as errorClass,
  footer,
  muted,
  row,
  status as statusClass,
  strong,
} from '../Send/SendView.css'
import { preview as previewClass } from './SwapView.css'

export interface SwapFooterProps {
  readonly status: SwapStatus
  readonly fromSymbol?: string
  readonly toSymbol?: string
  readonly nativeSymbol?: string
  readonly preview?: SwapPreview
  readonly transaction?: SwapTransaction
  readonly error?: ErrorInfo<SwapError['_tag']>
  readonly onApprove: () => void
  readonly onSwap: () => void
}

/** The error in the visitor's words where the widget knows it, else its own message. */
function useErrorText(error: SwapFooterProps['error'], step: SwapTransaction['step']) {
  const { swap } = useMessages()
  if (!error) return undefined
  const known: Partial<Record<SwapError['_tag'], string>> = {
    SwapNetworkNotSupportedError: swap.unsupported,
    SwapNoLiquidityError: swap.noLiquidity,
    UserRejectedError: swap.rejected[step],
    TransactionRevertedError: swap.reverted,
  }
  return known[error._tag] ?? error.message
}

export function SwapFooter(props: SwapFooterProps) {
  const { status, preview, transaction, error, fromSymbol = '', toSymbol = '' } = props
  const { swap } = useMessages()
  const errorText = useErrorText(
    error,
    transaction?.step ?? (preview?.approvalNeeded ? 'approve' : 'swap'),
  )
  const busy = status === 'approving' || status === 'swapping'
  const approving = status === 'approving' || (status === 'quoted' && preview?.approvalNeeded)
  const label =
    status === 'approving'
      ? swap.approving
      : status === 'swapping'
        ? swap.swapping
        : status === 'quoting'
          ? swap.quoting
          : status !== 'quoted'
            ? swap.enterAmount
            : approving
              ? swap.approve(fromSymbol)
              : swap.swap
  const showPreview = preview && (status === 'quoted' || busy)
  return (
    <div className={footer}>
      {showPreview ? (
        <dl className={previewClass} aria-label={swap.preview} data-testid="swap-preview">
          <div className={row}>
            <dt className={muted}>{swap.rate}</dt>
            <dd className={strong}>{swap.rateValue(fromSymbol, preview.rate, toSymbol)}</dd>
          </div>
          <div className={row}>
            <dt className={muted}>{swap.priceImpact}</dt>
            <dd>{preview.priceImpact === undefined ? '—' : swap.percent(preview.priceImpact)}</dd>
          </div>
          <div className={row}>
            <dt className={muted}>{swap.networkFee}</dt>
            <dd>
              {preview.networkFee === undefined
                ? '—'
                : swap.feeValue(Number(preview.networkFee), props.nativeSymbol ?? '')}
            </dd>
          </div>
          <div className={row}>
            <dt className={muted}>{swap.slippage}</dt>
            <dd>{swap.percent(SWAP_SLIPPAGE_PERCENT)}</dd>
          </div>
        </dl>
      ) : null}
      <Button
        width="full"
        onClick={approving ? props.onApprove : props.onSwap}
        disabled={status !== 'quoted'}
        aria-busy={busy || status === 'quoting' || undefined}
      >
        {busy ? <span className={buttonSpinner} aria-hidden="true" /> : null}
        {label}
      </Button>
      <p className={statusClass} role="status">
        {busy ? (transaction?.hash ? swap.waitingForConfirmation : swap.confirmInWallet) : ''}
        {busy && transaction?.hash ? ` ${shortAddress(transaction.hash)}` : ''}
        {status === 'quoted' &&
        transaction?.step === 'approve' &&
        transaction.status === 'confirmed'
          ? swap.approved
          : ''}
      </p>
      {errorText ? (
        <p className={errorClass} role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  )
}
