// spec §2 Swap view: the pure view. The token paid from with the amount and Max, a button that
// switches the two sides, the token received with the quoted amount, then the preview and the
// Approve / Swap button (SwapFooter). Everything comes in as props (useSwapViewModel).
import type { SwapTokenOption } from '@airlock/core'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { muted, view } from '../Send/SendView.css'
import { ViewForm } from '../shared/ViewForm'
import { SwapFooter, type SwapFooterProps } from './SwapFooter'
import { SwapTokenField } from './SwapTokenField'

export interface SwapViewProps extends SwapFooterProps {
  readonly tokens: readonly SwapTokenOption[]
  readonly from?: SwapTokenOption
  readonly to?: SwapTokenOption
  readonly amount: string
  readonly onFromChange: (token: SwapTokenOption) => void
  readonly onToChange: (token: SwapTokenOption) => void
  readonly onFlip: () => void
  readonly onAmountChange: (amount: string) => void
  readonly onMax: () => void
  /** Which token list starts open (stories). */
  readonly listOpen?: 'from' | 'to'
}

export function SwapView(props: SwapViewProps) {
  const { status, tokens, from, to, amount, preview, error } = props
  const { swap } = useMessages()
  if (status === 'unsupported') {
    return (
      <div className={view} data-view="Swap">
        <p role="alert">{swap.unsupported}</p>
      </div>
    )
  }
  if (status === 'loading' && tokens.length === 0) {
    return (
      <div className={view} data-view="Swap">
        <p className={muted} role="status">
          {swap.loading}
        </p>
      </div>
    )
  }
  const disabled = status === 'approving' || status === 'swapping'
  return (
    <ViewForm className={view} view="Swap">
      <SwapTokenField
        side="from"
        tokens={tokens}
        token={from}
        amount={amount}
        disabled={disabled}
        invalid={
          error?._tag === 'SwapInsufficientBalanceError' || error?._tag === 'InvalidAmountError'
        }
        onTokenChange={props.onFromChange}
        onAmountChange={props.onAmountChange}
        onMax={props.onMax}
        defaultOpen={props.listOpen === 'from'}
      />
      <Button tone="secondary" onClick={props.onFlip} disabled={disabled} aria-label={swap.flip}>
        ⇅
      </Button>
      <SwapTokenField
        side="to"
        tokens={tokens}
        token={to}
        amount={preview?.toAmount ?? ''}
        disabled={disabled}
        onTokenChange={props.onToChange}
        defaultOpen={props.listOpen === 'to'}
      />
      <SwapFooter {...props} fromSymbol={from?.symbol} toSymbol={to?.symbol} />
    </ViewForm>
  )
}
