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
      {canGoBack ? (
        <button
          type="button"
          className={iconButton}
          aria-label={messages.modal.back}
          onClick={back}
        >
          ←
        </button>
      ) : (
        <span />
      )}
      <Dialog.Title className={title}>{view ? viewTitle(messages, view) : ''}</Dialog.Title>
      {closeBlocked ? (
        <span />
      ) : (
        <button
          type="button"
          className={iconButton}
          aria-label={messages.modal.close}
          onClick={close}
        >
          ✕
        </button>
      )}
    </div>
  )
}
