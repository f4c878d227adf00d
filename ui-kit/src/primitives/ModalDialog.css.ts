import { globalStyle, style } from '@vanilla-extract/css'

// Issue 30 (4): the dialog fades and grows in from its first frame (@starting-style) and fades
// and shrinks out once closed. `display` and `overlay` are transitioned as discrete steps, so the
// closed dialog stays drawn in the top layer until its fade ends; ModalDialog unmounts it then.
const fade = '150ms ease-out'
const movement = `opacity ${fade}, scale ${fade}, display ${fade} allow-discrete, overlay ${fade} allow-discrete`
const backdropMovement = `opacity ${fade}, display ${fade} allow-discrete, overlay ${fade} allow-discrete`
const shrunk = { opacity: 0, scale: '0.96' }

// The browser's <dialog> (decision 0034): its own stylesheet's margin, padding and maximum width
// give way, so the caller's class alone places and sizes it.
export const modalDialog = style({
  margin: 0,
  padding: 0,
  maxWidth: 'none',
  transition: movement,
  '@starting-style': shrunk,
  selectors: {
    '&:not([open])': shrunk,
    '&::backdrop': { transition: backdropMovement, '@starting-style': { opacity: 0 } },
    '&:not([open])::backdrop': { opacity: 0 },
  },
  // Issue 30 (4): no movement, no fade; a closed dialog is gone at once.
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&::backdrop': { transition: 'none' } },
    },
  },
})

/**
 * Set on <html> while a modal is open: the page behind does not scroll (Radix did it with a style
 * element of its own; a rule in the kit's stylesheet needs no CSP nonce). `gutter` when the page
 * showed a vertical scrollbar: its room is kept, so nothing behind moves sideways.
 */
export const scrollLock = 'data-airlock-scroll-lock'
globalStyle(`html[${scrollLock}]`, { overflow: 'hidden' })
globalStyle(`html[${scrollLock}='gutter']`, { scrollbarGutter: 'stable' })
