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

globalStyle(`${root} :where(button)`, {
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

globalStyle(`${root} :where(img)`, { display: 'block', maxWidth: '100%' })

// A host's element rules (h2 { color }, p { margin }, a { color }) must not restyle the kit.
// `:where` keeps these at one class of specificity: above a host's element selectors, equal
// to the kit's own classes, which come later in the stylesheet and so win.
globalStyle(
  `${root} :where(h1, h2, h3, h4, h5, h6, p, ul, ol, li, dl, dt, dd, figure, blockquote, label)`,
  {
    color: 'inherit',
    fontSize: 'inherit',
    fontWeight: 'inherit',
    lineHeight: 'inherit',
    padding: 0,
    listStyle: 'none',
  },
)
globalStyle(`${root} :where(a)`, { color: vars.color.accent, textDecoration: 'none' })
globalStyle(`${root} :where(input, textarea, select)`, {
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
})
