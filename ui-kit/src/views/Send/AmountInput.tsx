// The amount field of Send and Swap (spec §5 unit parsing): a decimal text input that takes
// digits and one decimal point; anything else typed is not taken.
import { amountInput } from './SendView.css'
import { typedAmount } from './sendTokens'

export interface AmountInputProps {
  readonly id: string
  readonly amount: string
  readonly disabled: boolean
  readonly invalid?: boolean
  /** The quoted side of a swap: shown, not typed in. */
  readonly readOnly?: boolean
  readonly onAmountChange?: (amount: string) => void
}

export function AmountInput({ amount, invalid, onAmountChange, ...input }: AmountInputProps) {
  return (
    <input
      {...input}
      className={amountInput}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={amount}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const next = typedAmount(event.currentTarget.value)
        if (next !== undefined) onAmountChange?.(next)
      }}
    />
  )
}
