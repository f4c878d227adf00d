// Text and layout pieces the views share (one definition each, so views look alike).
import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { column } from './layout.css'

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/** A form field's or a section's small bold label. */
export const fieldLabel = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
})

/** A failure said under the control that failed (a send, a disconnect, a registration). */
export const errorMessage = style({
  color: vars.color.error,
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
})

/** A label above its content (a form field, an address block). */
export const stacked = style({ ...column, gap: vars.space.xs, minWidth: 0 })

/** The text column of a list row (name above amount), taking the row's free width. */
export const rowText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 })

/** A list row's name: bold, on one line, cut with an ellipsis when the row is narrow. */
export const rowName = style([ellipsis, { flex: 1, minWidth: 0, fontWeight: vars.font.weightBold }])
