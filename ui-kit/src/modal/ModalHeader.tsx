'use client'
// The modal's title row: back (when the stack allows), the view's title, close. The title is a
// plain heading that the dialog names itself by (`titleId`, aria-labelledby): Radix's
// Dialog.Title counts itself in the dialog's state once mounted, which rendered the whole
// dialog a second time on every open (issue 27).
import { useModal } from '@airlock/react-hooks'
import { useMessages } from '../i18n/messages'
import { viewTitle } from './viewTitle'
import { header, iconButton, title } from './WalletModal.css'

interface ModalHeaderProps {
  readonly closeBlocked: boolean
  /** The heading's id, which Dialog.Content names as its aria-labelledby. */
  readonly titleId: string
}

export function ModalHeader({ closeBlocked, titleId }: ModalHeaderProps) {
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
      <h2 id={titleId} className={title}>
        {view ? viewTitle(messages, view) : ''}
      </h2>
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
