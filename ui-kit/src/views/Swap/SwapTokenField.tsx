'use client'
// One side of the swap: the token (a disclosure listing the swap tokens with their balances,
// spec §3 swap token) and, on the side paid from, the amount with Max; on the other side the
// quoted amount, read-only.
import { formatDisplayBalance, type SwapTokenOption } from '@airlock/core'
import { useId } from 'react'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { useDirectoryImages } from '../../primitives/directoryImages'
import { WalletImage } from '../../primitives/WalletImage'
import { AmountInput } from '../Send/AmountInput'
import {
  ellipsis,
  label,
  muted,
  row,
  strong,
  tokenField,
  tokenList,
  tokenOption,
  tokenText,
  tokenTriggerText,
} from '../Send/SendView.css'
import { ChevronIcon } from '../shared/icons'
import { useListOverField } from '../shared/useListOverField'
import { picker } from './SwapView.css'

export interface SwapTokenFieldProps {
  readonly side: 'from' | 'to'
  readonly tokens: readonly SwapTokenOption[]
  readonly token?: SwapTokenOption
  readonly amount: string
  readonly disabled: boolean
  readonly invalid?: boolean
  readonly onTokenChange: (token: SwapTokenOption) => void
  readonly onAmountChange?: (amount: string) => void
  readonly onMax?: () => void
  /** The list starts open (stories). */
  readonly defaultOpen?: boolean
}

export function SwapTokenField(props: SwapTokenFieldProps) {
  const { side, tokens, token, amount, disabled, onTokenChange, onAmountChange, onMax } = props
  const { swap } = useMessages()
  const images = useDirectoryImages()
  const { open, setOpen, field, trigger } = useListOverField(props.defaultOpen)
  const id = useId()
  const title = side === 'from' ? swap.from : swap.to
  return (
    <div ref={field} className={tokenField} data-side={side}>
      <label className={label} htmlFor={`${id}-amount`}>
        {title}
      </label>
      <div className={row}>
        <AmountInput
          id={`${id}-amount`}
          amount={amount}
          readOnly={side === 'to'}
          disabled={disabled}
          invalid={props.invalid}
          onAmountChange={onAmountChange}
        />
        <button
          ref={trigger}
          type="button"
          className={picker}
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          aria-label={`${title}: ${token?.symbol ?? swap.selectToken}`}
          disabled={disabled}
          onClick={() => setOpen((now) => !now)}
        >
          {token ? (
            <WalletImage
              {...images.token({ symbol: token.symbol, icon: token.logoUri })}
              name={token.symbol}
              size={24}
            />
          ) : null}
          <span className={`${tokenTriggerText} ${ellipsis}`}>
            {token?.symbol ?? swap.selectToken}
          </span>
          <ChevronIcon />
        </button>
      </div>
      <div className={row}>
        <span className={muted}>
          {token ? swap.balance(formatDisplayBalance(token.balance), token.symbol) : null}
        </span>
        {onMax ? (
          <Button tone="secondary" onClick={onMax} disabled={disabled || !token}>
            {swap.max}
          </Button>
        ) : null}
      </div>
      {open ? (
        <ul id={`${id}-list`} className={tokenList} aria-label={swap.tokenList(title)}>
          {tokens.map((candidate) => (
            <li key={candidate.address}>
              <button
                type="button"
                className={tokenOption}
                aria-current={candidate.address === token?.address ? 'true' : undefined}
                onClick={() => {
                  onTokenChange(candidate)
                  setOpen(false)
                }}
              >
                <WalletImage
                  {...images.token({ symbol: candidate.symbol, icon: candidate.logoUri })}
                  name={candidate.symbol}
                  size={32}
                />
                <span className={tokenText}>
                  <span className={`${strong} ${ellipsis}`}>{candidate.name}</span>
                  <span className={muted}>
                    {swap.balance(formatDisplayBalance(candidate.balance), candidate.symbol)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
