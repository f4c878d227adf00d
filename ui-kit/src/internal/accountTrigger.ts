// Where focus goes when the modal closes (issue 25, keyboard use): back to what opened it, or,
// when that is gone from the page (connecting replaces the Connect button with the account
// button; the first-paint placeholder gives way to the kit, leaving <body> focused when the
// modal opened), to the kit's account trigger.
import type { FocusEvent } from 'react'

const attribute = 'data-airlock-account-trigger'

/** The trigger focused last, kept while focus has gone nowhere else (to <body>). */
let focused: HTMLElement | undefined

/**
 * A trigger that takes the place of the focused one takes its focus (issue 25): the first-paint
 * placeholder gives way to the kit's button when the widget's code arrives, and a keyboard user
 * who had tabbed to it would otherwise be left on <body>, their Enter going nowhere.
 */
function takeFocusOver(element: HTMLElement | null) {
  if (element && focused && !focused.isConnected && document.activeElement === document.body) {
    element.focus()
  }
}

/** Marks the kit's Connect and account buttons as the trigger focus falls back to. */
export const accountTrigger = {
  [attribute]: '',
  ref: takeFocusOver,
  onFocus: (event: FocusEvent<HTMLElement>) => {
    focused = event.currentTarget
  },
  onBlur: (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget) focused = undefined
  },
} as const

export function returnFocusAfterClose(opener: HTMLElement | null): void {
  const target =
    opener?.isConnected && opener !== document.body
      ? opener
      : document.querySelector<HTMLElement>(`[${attribute}]`)
  target?.focus()
}
