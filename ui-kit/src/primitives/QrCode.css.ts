// The code is black on white in every theme: scanners need the contrast, and many misread a
// light-on-dark code. These are the kit's only fixed colours, on purpose.
import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

const QR_LIGHT = '#ffffff'
const QR_DARK = '#000000'

export const frame = style({
  position: 'relative',
  width: 'min(100%, 280px)',
  aspectRatio: '1',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: QR_LIGHT,
})

export const svg = style({ display: 'block', width: '100%', height: '100%' })

export const light = style({ fill: QR_LIGHT })
export const dark = style({ fill: QR_DARK })

/** The image in the middle, over the cleared square. */
export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
})
