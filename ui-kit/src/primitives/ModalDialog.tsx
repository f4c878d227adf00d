'use client'
// Decision 0034: the modal is the browser's own <dialog>, opened with showModal(). The browser
// gives what Radix's Dialog built in script: the top layer, the page behind made inert (focus
// cannot leave, assistive technology sees only the dialog), the first focusable element
// focused, and the backdrop. Left to this file: a close request (Escape, a click on the
// backdrop) goes to the modal machine, which may refuse it; focus goes back to the opener.
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { returnFocusAfterClose } from '../internal/accountTrigger'
import { modalDialog, scrollLock } from './ModalDialog.css'

/** The dialog: its caller renders it while the modal is open, and while it closes until
 * `onExited` (one component, not a wrapper deciding that; issue 27, renders on opening). */
export interface ModalDialogProps {
  /** The machine's open state; false: the closing dialog, animating out. */
  readonly open: boolean
  /** The closed dialog's exit animation has ended (at once without one): unmount it. */
  readonly onExited: () => void
  /** Escape, a click on the backdrop, the platform's back gesture: the machine decides. */
  readonly onCloseRequest: () => void
  readonly className: string
  /** The heading's id the dialog is named by. */
  readonly labelledBy: string
  readonly shaking: boolean
  readonly children: ReactNode
}

export function ModalDialog({
  open,
  onExited,
  onCloseRequest,
  className,
  labelledBy,
  shaking,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  // Before paint, so the first frame already has the dialog in the top layer, focus inside it.
  // Opened again while it closes (a close followed at once by an open), the same dialog opens.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!open) return
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
  }, [open])
  // Issue 30 (4): the closed dialog's own animations (its fade, a shake under way) run out, then
  // it goes; none (reduced motion), it goes at once. Reopened meanwhile, it stays.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (open || !dialog) return
    let closing = true
    const exits = dialog
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    void Promise.allSettled(exits.map((animation) => animation.finished)).then(() => {
      if (closing) onExited()
    })
    return () => {
      closing = false
    }
  }, [open, onExited])
  return (
    <dialog
      ref={ref}
      // The explicit role keeps `[role="dialog"]`, which hosts' tests and styles select the
      // modal by, as it was before the native element.
      // The closing dialog has no role and is hidden, so those find the open modal alone.
      role={open ? 'dialog' : undefined}
      className={`${modalDialog} ${className}`}
      data-state={open ? 'open' : 'closed'}
      inert={!open}
      aria-hidden={open ? undefined : true}
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
