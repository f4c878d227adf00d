import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { viewColumn } from '../shared/layout.css'
import { fieldLabel, stacked } from '../shared/text.css'

export const view = viewColumn

export const field = stacked

/** The provider choice: a group without the browser's fieldset frame. */
export const group = style([stacked, { border: 'none', margin: 0, padding: 0, minWidth: 0 }])

export const label = fieldLabel

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
})

export const muted = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
})

export const error = style([muted, { color: vars.color.error }])

export const input = style({
  flex: 1,
  minHeight: '48px',
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.foreground,
  fontSize: vars.font.sizeBody,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:disabled': { opacity: 0.7 },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
})

/** The currency and payment method choices, in the input's frame. */
export const select = style({
  minHeight: '48px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.foreground,
  fontSize: vars.font.sizeBody,
  selectors: { '&:disabled': { opacity: 0.7 } },
})
