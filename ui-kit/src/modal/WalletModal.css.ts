import { keyframes, style } from '@vanilla-extract/css'
import { phoneScreen } from '../theme/breakpoints'
import { vars } from '../theme/contract.css'

// Issue 30 (4): what moves in the modal (its opening and closing are ModalDialog.css.ts's). Under
// reduced motion nothing does.
const reducedMotion = '(prefers-reduced-motion: reduce)'
const motion = '150ms ease-out'

// The browser's <dialog> (decision 0034), placed here against its own inset: 0. It sits in the
// top layer, above any z-index.
export const content = style({
  position: 'fixed',
  left: '50%',
  top: '50%',
  right: 'auto',
  bottom: 'auto',
  transform: 'translate(-50%, -50%)',
  width: 'min(400px, calc(100vw - 24px))',
  maxHeight: 'min(640px, calc(100vh - 24px))',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.foreground,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.modal,
  overflow: 'hidden',
  // The dialog's backdrop inherits the kit's variables from the dialog.
  selectors: { '&::backdrop': { background: vars.color.overlay } },
  '@media': {
    // spec: works from 360 px wide; on a phone the modal is a bottom sheet.
    [phoneScreen]: {
      top: 'auto',
      bottom: 0,
      transform: 'translate(-50%, 0)',
      width: '100vw',
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
    },
  },
})

// spec §2 shake (a failed connect, a close refused while sign-in is required): the individual
// `translate` property moves the dialog on top of the `transform` that places it. The machine's
// 500 ms (SHAKE_DURATION_MS) ends the shaking state; the animation fits inside it.
const shake = keyframes({
  '0%, 100%': { translate: '0' },
  '20%, 60%': { translate: '-8px' },
  '40%, 80%': { translate: '8px' },
})

export const shaking = style({
  animation: `${shake} 400ms ease-in-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

export const header = style({
  display: 'grid',
  gridTemplateColumns: '40px 1fr 40px',
  alignItems: 'center',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
})

export const title = style({
  textAlign: 'center',
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
})

export const iconButton = style({
  width: '40px',
  height: '40px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.medium,
  color: vars.color.muted,
  selectors: { '&:hover': { background: vars.color.surface } },
})

/** Issue 30 (4): set on the body once its first content has its height (useContentHeight.ts):
 * from then on its height, and a view coming in, move. */
export const bodyMotion = 'data-motion'
const moving = `&[${bodyMotion}]`

// The view's scroll box. Its height is its content's, set in pixels (useContentHeight.ts) so it
// can transition; the dialog's maximum height shrinks it (an auto basis, so the height counts).
export const body = style({
  overflowY: 'auto',
  flex: '0 1 auto',
  minHeight: 0,
  selectors: { [moving]: { transition: `height ${motion}` } },
  '@media': { [reducedMotion]: { selectors: { [moving]: { transition: 'none' } } } },
})

/** What the body's height follows. */
export const bodyContent = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` })

// Issue 30 (4): a view coming in fades in over the one it replaces (keyed on the view's name;
// the view going out is gone at once: it reads the machine's state, which has moved on).
const viewIn = keyframes({ from: { opacity: 0 } })
const viewMoving = `${body}[${bodyMotion}] &`

export const viewEnter = style({
  selectors: { [viewMoving]: { animation: `${viewIn} ${motion}` } },
  '@media': { [reducedMotion]: { selectors: { [viewMoving]: { animation: 'none' } } } },
})

export const fallback = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
})
