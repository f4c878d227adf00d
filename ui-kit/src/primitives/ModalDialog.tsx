'use client'
// Decision 0034: the modal is the browser's own <dialog>, opened with showModal(). The browser
// gives what Radix's Dialog built in script: the top layer, the page behind made inert (focus
// cannot leave, assistive technology sees only the dialog), the first focusable element
// focused, and the backdrop. Left to this file: a close request (Escape, a click on the
// backdrop) goes to the modal machine, which may refuse it; focus goes back to the opener.
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { returnFocusAfterClose } from '../internal/accountTrigger'
import { modalDialog, scrollLock } from './ModalDialog.css'

/** The open dialog: its caller renders it while the modal is open (one component, not a
 * wrapper deciding that; issue 27, renders on opening). */
export interface ModalDialogProps {
  /** Escape, a click on the backdrop, the platform's back gesture: the machine decides. */
  readonly onCloseRequest: () => void
  readonly className: string
  /** The heading's id the dialog is named by. */
  readonly labelledBy: string
  readonly shaking: boolean
  readonly children: ReactNode
}

export function ModalDialog({
  onCloseRequest,
  className,
  labelledBy,
  shaking,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  // Before paint, so the first frame already has the dialog in the top layer, focus inside it.
  useLayoutEffect(() => {
    const dialog = ref.current
    // The modal opens from anywhere (a button, the host's API): focus goes back to whatever
    // had it, or to the account button that replaced it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const html = document.documentElement
    html.setAttribute(scrollLock, window.innerWidth > html.clientWidth ? 'gutter' : '')
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      dialog?.close()
      html.removeAttribute(scrollLock)
      returnFocusAfterClose(opener)
    }
  }, [])
  return (
    <dialog
      ref={ref}
      // The explicit role keeps `[role="dialog"]`, which hosts' tests and styles select the
      // modal by, as it was before the native element.
      // biome-ignore lint/a11y/noRedundantRoles: see the comment above
      role="dialog"
      className={`${modalDialog} ${className}`}
      aria-labelledby={labelledBy}
      data-shaking={shaking || undefined}
      // Escape is handled on keydown, so the browser's close request (and its rule that lets a
      // second Escape through a refusal) never starts; the machine alone decides.
      // A menu inside the dialog that took the Escape for itself has prevented it already.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return
        event.preventDefault()
        onCloseRequest()
      }}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRequest()
      }}
      // A press on the backdrop reaches the dialog element itself, outside its box (as Radix,
      // on the press, so a text selection dragged out of the dialog closes nothing).
      onPointerDown={(event) => {
        if (event.target !== event.currentTarget) return
        const box = event.currentTarget.getBoundingClientRect()
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom
        if (!inside) onCloseRequest()
      }}
    >
      {children}
    </dialog>
  )
}
