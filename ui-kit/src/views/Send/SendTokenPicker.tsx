'use client'
// The token to send: a button showing the chosen token that opens the list of the network's
// tokens inline (icon, name, amount floored to 3 decimals, USD value). A disclosure: the button
// says whether the list is open and which list it controls; choosing closes it.
import type { ApiTokenBalance } from '@airlock/core'
import { useId } from 'react'
import { fiatValue } from '../../i18n/localeFormats'
import { useMessages } from '../../i18n/messages'
import { useDirectoryImages } from '../../primitives/directoryImages'
import { WalletImage } from '../../primitives/WalletImage'
import { ChevronIcon } from '../shared/icons'
import { useListOverField } from '../shared/useListOverField'
import {
  ellipsis,
  label,
  muted,
  strong,
  tokenField,
  tokenList,
  tokenOption,
  tokenText,
  tokenTrigger,
  tokenTriggerText,
} from './SendView.css'
import { displayAmount, tokenId } from './sendTokens'

export interface SendTokenPickerProps {
  readonly tokens: readonly ApiTokenBalance[]
  readonly token?: ApiTokenBalance
  readonly disabled: boolean
  readonly onTokenChange: (token: ApiTokenBalance) => void
  /** No USD values on a testnet (issue 30). */
  readonly testnet?: boolean
  /** The list starts open (stories). */
  readonly defaultOpen?: boolean
}

export function SendTokenPicker({
  tokens,
  token,
  disabled,
  onTokenChange,
  testnet,
  defaultOpen = false,
}: SendTokenPickerProps) {
  const { send } = useMessages()
  const images = useDirectoryImages()
  const { open, setOpen, field, trigger } = useListOverField(defaultOpen)
  const listId = useId()
  const labelId = useId()
  const chosen = token ? tokenId(token) : undefined
  return (
    <div ref={field} className={tokenField}>
      <span className={label} id={labelId}>
        {send.token}
      </span>
      <button
        ref={trigger}
        type="button"
        className={tokenTrigger}
        aria-labelledby={`${labelId} ${listId}-value`}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={() => setOpen((now) => !now)}
      >
        {token ? (
          <WalletImage
            {...images.token({ symbol: token.symbol, icon: token.iconUrl })}
            name={token.symbol}
            size={28}
          />
        ) : null}
        <span id={`${listId}-value`} className={`${tokenTriggerText} ${ellipsis}`}>
          {token ? token.symbol : send.selectToken}
        </span>
        <ChevronIcon />
      </button>
      {open ? (
        <ul id={listId} className={tokenList} aria-label={send.tokenList}>
          {tokens.map((candidate) => {
            const id = tokenId(candidate)
            const usd = fiatValue(candidate.value ?? 0, testnet)
            return (
              <li key={id}>
                <button
                  type="button"
                  className={tokenOption}
                  aria-current={id === chosen ? 'true' : undefined}
                  onClick={() => {
                    onTokenChange(candidate)
                    setOpen(false)
                    trigger.current?.focus()
                  }}
                >
                  <WalletImage
                    {...images.token({ symbol: candidate.symbol, icon: candidate.iconUrl })}
                    name={candidate.symbol}
                    size={32}
                  />
                  <span className={tokenText}>
                    <span className={`${strong} ${ellipsis}`}>{candidate.name}</span>
                    <span className={muted}>
                      {send.tokenAmount(displayAmount(candidate), candidate.symbol)}
                    </span>
                  </span>
                  {usd === undefined ? null : <span className={strong}>{send.usdValue(usd)}</span>}
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
