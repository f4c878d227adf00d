// The amount: a decimal input (spec §5 unit parsing: digits and one decimal point, anything else
// is not taken), Max, the chosen token's balance (floored to 3 decimals) and the amount in USD.
import type { ApiTokenBalance } from '@airlock/core'
import { useId } from 'react'
import { fiatValue } from '../../i18n/localeFormats'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { AmountInput } from './AmountInput'
import { field, label, muted, row } from './SendView.css'
import { amountInUsd, displayAmount } from './sendTokens'

export interface SendAmountProps {
  readonly token?: ApiTokenBalance
  readonly amount: string
  readonly amountExceedsBalance: boolean
  /** No USD value of the amount on a testnet (issue 30). */
  readonly testnet?: boolean
  readonly disabled: boolean
  readonly onAmountChange: (amount: string) => void
  readonly onMax: () => void
}

export function SendAmount({
  token,
  amount,
  amountExceedsBalance,
  testnet,
  disabled,
  onAmountChange,
  onMax,
}: SendAmountProps) {
  const { send } = useMessages()
  const id = useId()
  const usd = fiatValue(amountInUsd(amount, token), testnet)
  return (
    <div className={field}>
      <label className={label} htmlFor={id}>
        {send.amount}
      </label>
      <div className={row}>
        <AmountInput
          id={id}
          amount={amount}
          disabled={disabled}
          invalid={amountExceedsBalance}
          onAmountChange={onAmountChange}
        />
        <Button tone="secondary" onClick={onMax} disabled={disabled || !token}>
          {send.max}
        </Button>
      </div>
      <div className={row}>
        <span className={muted}>
          {token ? send.balance(displayAmount(token), token.symbol) : null}
        </span>
        {usd === undefined ? null : (
          <span className={muted} data-testid="amount-usd">
            {send.amountValue(usd)}
          </span>
        )}
      </div>
    </div>
  )
}
