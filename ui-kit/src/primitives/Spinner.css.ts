import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

/** A round ring turning every 800 ms (slower with reduced motion): a style object that the
 * kit's spinners spread into their style() with their own size and colours. */
const spinningRing = {
  borderRadius: vars.radius.round,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
} as const

/** A ring in the theme's colours (a border track, the accent turning); set its borderWidth. */
export const themedRing = {
  ...spinningRing,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderTopColor: vars.color.accent,
} as const

/** A 2px ring in the text's own colour, for a spinner inside a button. */
export const currentColorRing = {
  ...spinningRing,
  border: '2px solid transparent',
  borderTopColor: 'currentColor',
  borderRightColor: 'currentColor',
} as const

export const spinner = style({ ...themedRing, width: '24px', height: '24px', borderWidth: '3px' })
