import { globalStyle, style } from '@vanilla-extract/css'

// The browser's <dialog> (decision 0034): its own stylesheet's margin, padding and maximum width
// give way, so the caller's class alone places and sizes it.
export const modalDialog = style({ margin: 0, padding: 0, maxWidth: 'none' })

/**
 * Set on <html> while a modal is open: the page behind does not scroll (Radix did it with a style
 * element of its own; a rule in the kit's stylesheet needs no CSP nonce). `gutter` when the page
 * showed a vertical scrollbar: its room is kept, so nothing behind moves sideways.
 */
export const scrollLock = 'data-airlock-scroll-lock'
globalStyle(`html[${scrollLock}]`, { overflow: 'hidden' })
globalStyle(`html[${scrollLock}='gutter']`, { scrollbarGutter: 'stable' })
