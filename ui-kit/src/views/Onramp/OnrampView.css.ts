import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { fieldFrame } from '../shared/field.css'
import { viewColumn } from '../shared/layout.css'
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
