// Where focus goes when the modal closes (issue 25, keyboard use): back to what opened it, or,
// when that is gone from the page (connecting replaces the Connect button with the account
// button; the first-paint placeholder gives way to the kit, leaving <body> focused when the
// modal opened), to the kit's account trigger.
const attribute = 'data-airlock-account-trigger'

/** Marks the kit's Connect and account buttons as the trigger focus falls back to. */
export const accountTrigger = { [attribute]: '' } as const

export function returnFocusAfterClose(opener: HTMLElement | null): void {
  const target =
    opener?.isConnected && opener !== document.body
      ? opener
      : document.querySelector<HTMLElement>(`[${attribute}]`)
  target?.focus()
}
