// Text and layout pieces the views share (one definition each, so views look alike).
import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { column } from './layout.css'

/** Small muted text (a style object to spread): a caption, a hint, a detail. */
export const caption = { color: vars.color.muted, fontSize: vars.font.sizeSmall } as const

/** Bold text at the three sizes (style objects to spread): a headline, a title, a label. */
export const boldTitle = {
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
} as const
export const boldBody = { fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold } as const
export const boldSmall = {
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
} as const

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/** A caption: what a title or a value says in small muted text under or beside it. */
export const detail = style(caption)

/** A caption that wraps anywhere, as an amount or an address in it may need to. */
export const wrappingDetail = style({ ...caption, overflowWrap: 'anywhere' })

/** A caption centred under a view's headline (a name registered, a session granted). */
export const centredDetail = style({ margin: 0, ...caption, textAlign: 'center' })

/** A form field's or a section's small bold label. */
export const fieldLabel = style({ ...caption, fontWeight: vars.font.weightBold })

/** A failure said under the control that failed (a send, a disconnect, a registration). */
export const errorMessage = style({
  color: vars.color.error,
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
})

/** A label above its content (a form field, an address block). */
export const stacked = style({ ...column, gap: vars.space.xs, minWidth: 0 })

/** The text column of a list row (name above amount), taking the row's free width. */
export const rowText = style({ ...column, flex: 1, minWidth: 0 })

/** A list row's name: bold, on one line, cut with an ellipsis when the row is narrow. */
export const rowName = style([ellipsis, { flex: 1, minWidth: 0, fontWeight: vars.font.weightBold }])
