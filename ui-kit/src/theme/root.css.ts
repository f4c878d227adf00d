// Everything the kit renders sits under one root element, and the kit owns its pixels there: a
// host page's global rules (`button { display: inline-flex }`, `img { width: 1.25rem }`,
// `div { padding: 7px }`, `* { line-height: 3 }`) must not change how it looks
// (../internal/hostStylesheet.pixels.test.tsx), nor the kit's rules reach outside the root.
//
// The weights, and why (specificity written (ids, classes, elements)):
// - The root and its pseudo-elements: `all: initial`, then the kit's font, colour and
//   line-height, at its class (0,1,0). No host rule made of elements reaches it, and nothing
//   inherits in from the page (its body's font-style, text-align or white-space). `all` leaves
//   custom properties alone: the theme and a host's themeVariables (style.setProperty, CSP-safe).
// - Below it, every element: `all: revert` (back to the browser's own stylesheet; inherited
//   properties then inherit from the kit), then the kit's baseline (box-sizing, bare buttons,
//   block images, no list or heading margins…) later in this sheet at the same weight, (0,0,10):
//   `:where(root)` counts nothing, `:is(…)` one element, and nine `:not(airlock-none)` one
//   element each while matching everything. So the reset beats any host rule of up to nine
//   elements whatever the load order, and loses to any class of the kit (0,1,0) whatever order
//   the lazily loaded views' CSS arrives in (a reset at one class once took a view's buttons'
//   background by load order). A layer for the kit would not do: unlayered host rules beat
//   every layered rule. Host rules in layers lose to `revert` too.
// - `revert` also drops presentational hints (HTML and SVG attributes that style: `hidden`, an
//   image's width and height, an icon's fill and stroke). So SVG gets `all: revert-layer`
//   instead (hints sit below every author layer: kept; the page's unlayered rules: dropped),
//   images their sizes the same way, and `hidden` its `display: none` back.
// Not covered: host rules with a class or an id (`.page button`, `#app img`) weigh more than
// the reset when the root sits inside them, `!important` ones, and, on SVG and image sizes, host
// rules in cascade layers; only a shadow root would keep all of those out.
import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './contract.css'

/** Set only by the kit's stylesheet: a root without it tells the host forgot the stylesheet
 * (../internal/stylesheetCheck.ts). */
export const stylesheetMarker = '--airlock-stylesheet'

export const root = style({
  vars: { [stylesheetMarker]: 'loaded' },
  // First, so the declarations below override it.
  all: 'initial',
  display: 'block',
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: 1.4,
  color: vars.color.foreground,
  WebkitFontSmoothing: 'antialiased',
})

// A host's `::before { content }` must not add boxes to the root either.
globalStyle(`${root}::before, ${root}::after`, { all: 'initial' })

/** Nine elements of weight that match every element: no element is named airlock-none. */
const weight = ':not(airlock-none)'.repeat(9)
/** Elements under the root, at (0,0,10): each selector in the list must weigh one element
 * (`:is()` takes its heaviest; a bare `*` would weigh nothing). */
const under = (elements: string) => `:where(${root}) :is(${elements})${weight}`
/** Every element but SVG's, at one element of weight. */
const html = under('*:not(svg, svg *)')
/** SVG's elements, at one element of weight. */
const svg = under('svg, svg *')
/** Every element, at one element of weight. */
const every = under('*:not(svg, svg *), svg, svg *')

globalStyle(html, { all: 'revert' })
globalStyle(`${html}::before, ${html}::after, ${under('input, textarea')}::placeholder`, {
  all: 'revert',
})
// SVG's presentation attributes (fill, stroke, width…) are presentational hints: `revert` would
// drop them; `revert-layer` keeps them and still drops every unlayered rule of the page.
globalStyle(svg, { all: 'revert-layer' })

// What `revert` took from HTML's presentational hints, given back: `hidden`, and the sizes an
// image takes from its width and height attributes (a wallet's logo).
globalStyle(`${html}:where([hidden]:not([hidden='until-found' i]))`, { display: 'none' })
globalStyle(under('img, video, iframe, embed, object'), {
  width: 'revert-layer',
  height: 'revert-layer',
  aspectRatio: 'revert-layer',
})

// The kit's baseline, at the same weight and after the revert.
globalStyle(`${every}, ${every}::before, ${every}::after`, { boxSizing: 'border-box' })

globalStyle(under('button'), {
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
})

globalStyle(under('img'), { display: 'block', maxWidth: '100%' })

globalStyle(under('h1, h2, h3, h4, h5, h6, p, ul, ol, li, dl, dt, dd, figure, blockquote, label'), {
  margin: 0,
  color: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  padding: 0,
  listStyle: 'none',
})
globalStyle(under('a'), { color: vars.color.accent, textDecoration: 'none' })
globalStyle(under('input, textarea, select'), {
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
})

// At one class, as the kit's own `:focus-visible` rules are written against it.
globalStyle(`:where(${root}) :focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})
