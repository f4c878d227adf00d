'use client'
// The modal's title row: back (when the stack allows), the view's title, close. The title is a
// plain heading that the dialog names itself by (`titleId`, aria-labelledby): Radix's
// Dialog.Title counts itself in the dialog's state once mounted, which rendered the whole
// dialog a second time on every open (issue 27).
import type { ViewEntry } from '@airlock/core'
import { useModal } from '@airlock/react-hooks'
import { useMessages } from '../i18n/messages'
import { viewTitle } from './viewTitle'
import { header, iconButton, title } from './WalletModal.css'

interface ModalHeaderProps {
  /** The view titled: the open modal's, or the one a closing modal closed on (issue 30 (4)). */
  readonly view: ViewEntry | undefined
  readonly closeBlocked: boolean
  /** The heading's id, which Dialog.Content names as its aria-labelledby. */
  readonly titleId: string
}

export function ModalHeader({ view, closeBlocked, titleId }: ModalHeaderProps) {
  const { canGoBack, back, close } = useModal()
  const messages = useMessages()
  return (
    <div className={header}>
      {headerButton({ label: messages.modal.back, symbol: '←', shown: canGoBack, onClick: back })}
      <h2 id={titleId} className={title}>
        {view ? viewTitle(messages, view) : ''}
      </h2>
      {headerButton({
        label: messages.modal.close,
        symbol: '✕',
        shown: !closeBlocked,
        onClick: close,
      })}
    </div>
  )
}

/** An icon button of the row, or an empty cell keeping the title centred when it is not shown.
 * Drawn by the header itself, no component of its own (issue 27, renders on opening). */
function headerButton(props: {
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
