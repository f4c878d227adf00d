// Everything the kit renders sits under one root element: the resets below apply only inside
// it, so the host page's CSS is untouched and its global rules (button, a, *) are overridden
// with rules scoped to the root.
import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './contract.css'

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: 1.4,
  color: vars.color.foreground,
  WebkitFontSmoothing: 'antialiased',
})

globalStyle(`${root}, ${root} *, ${root} *::before, ${root} *::after`, {
  boxSizing: 'border-box',
  margin: 0,
  letterSpacing: 'normal',
  textTransform: 'none',
})

globalStyle(`${root} button`, {
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
})

globalStyle(`${root} :focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

globalStyle(`${root} img`, { display: 'block', maxWidth: '100%' })
