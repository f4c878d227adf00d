import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { fieldFrame } from '../shared/field.css'
import { flexRow, viewColumn } from '../shared/layout.css'
import { fieldLabel, stacked, wrappingDetail } from '../shared/text.css'

export { formRow as row } from '../shared/layout.css'

export const view = viewColumn

export const field = stacked

/** The provider choice: a group without the browser's fieldset frame. */
export const group = style([stacked, { border: 'none', margin: 0, padding: 0, minWidth: 0 }])

export const label = fieldLabel

export const muted = wrappingDetail

export const error = style([muted, { color: vars.color.error }])

export const input = style({
  flex: 1,
  minHeight: '48px',
  minWidth: 0,
  ...fieldFrame,
  fontSize: vars.font.sizeBody,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:disabled': { opacity: 0.7 },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
})

/** The currency and payment method choices, in the input's frame. */
export const select = style({
  ...fieldFrame,
  minHeight: '48px',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.sizeBody,
  selectors: { '&:disabled': { opacity: 0.7 } },
})

/** The payment currency: its image (spec §7 currency image) and its select in one frame, as a
 * token's trigger holds the token's image. */
export const currency = style({
  ...fieldFrame,
  ...flexRow,
  gap: vars.space.xs,
  minHeight: '48px',
  paddingRight: 0,
  selectors: { '&:has(select:disabled)': { opacity: 0.7 } },
})

/** The select inside the currency's frame: the frame draws the box. */
export const currencySelect = style({
  alignSelf: 'stretch',
  padding: `0 ${vars.space.sm} 0 0`,
  border: 'none',
  fontSize: vars.font.sizeBody,
})
