'use client'
// The modal's title row: back (when the stack allows), the view's title, close.
import { useModal } from '@airlock/react-hooks'
import { Dialog } from 'radix-ui'
import { useMessages } from '../i18n/messages'
import { viewTitle } from './viewTitle'
import { header, iconButton, title } from './WalletModal.css'

export function ModalHeader({ closeBlocked }: { readonly closeBlocked: boolean }) {
  const { view, canGoBack, back, close } = useModal()
  const messages = useMessages()
  return (
    <div className={header}>
      <HeaderButton label={messages.modal.back} symbol="←" shown={canGoBack} onClick={back} />
      <Dialog.Title className={title}>{view ? viewTitle(messages, view) : ''}</Dialog.Title>
      <HeaderButton label={messages.modal.close} symbol="✕" shown={!closeBlocked} onClick={close} />
    </div>
  )
}

/** An icon button of the row, or an empty cell keeping the title centred when it is not shown. */
function HeaderButton(props: {
  readonly label: string
  readonly symbol: string
  readonly shown: boolean
  readonly onClick: () => void
}) {
  if (!props.shown) return <span />
  return (
    <button type="button" className={iconButton} aria-label={props.label} onClick={props.onClick}>
      {props.symbol}
    </button>
  )
}
