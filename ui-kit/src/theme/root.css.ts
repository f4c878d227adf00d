// Everything the kit renders sits under one root element: the resets below apply only inside
// it, so the host page's CSS is untouched and its global rules (button, a, *) are overridden
// with rules scoped to the root. Specificity: `:where(root)` counts nothing, so a reset weighs
// one element (0,0,1): it meets a host's element rules (and, loaded after them, wins) and
// always loses to the kit's own classes (0,1,0), whatever order the lazily loaded views' CSS
// arrives in (a reset at one class would win or lose by load order: a view's buttons lost
// their background when root.css came after the Button's CSS).
import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './contract.css'

/** Set only by the kit's stylesheet: a root without it tells the host forgot the stylesheet
 * (../internal/stylesheetCheck.ts). */
export const stylesheetMarker = '--airlock-stylesheet'

export const root = style({
  vars: { [stylesheetMarker]: 'loaded' },
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: 1.4,
  color: vars.color.foreground,
  WebkitFontSmoothing: 'antialiased',
})

const within = `:where(${root})`

// One class of weight on purpose: a host's `*` rule (letter-spacing, text-transform) must lose,
// and no kit class sets these (margins are reset below, at element weight).
globalStyle(`${root}, ${root} *, ${root} *::before, ${root} *::after`, {
  boxSizing: 'border-box',
  letterSpacing: 'normal',
  textTransform: 'none',
})

globalStyle(`${within} button`, {
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
})

globalStyle(`${within} :focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

globalStyle(`${within} img`, { display: 'block', maxWidth: '100%' })

// A host's element rules (h2 { color }, p { margin }, a { color }) must not restyle the kit.
globalStyle(
  `${within} :is(h1, h2, h3, h4, h5, h6, p, ul, ol, li, dl, dt, dd, figure, blockquote, label)`,
  {
    margin: 0,
    color: 'inherit',
    fontSize: 'inherit',
    fontWeight: 'inherit',
    lineHeight: 'inherit',
    padding: 0,
    listStyle: 'none',
  },
)
globalStyle(`${within} a`, { color: vars.color.accent, textDecoration: 'none' })
globalStyle(`${within} :is(input, textarea, select)`, {
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
})
