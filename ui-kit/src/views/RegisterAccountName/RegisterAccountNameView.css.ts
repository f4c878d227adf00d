import { style } from '@vanilla-extract/css'
import { currentColorRing } from '../../primitives/Spinner.css'
import { vars } from '../../theme/contract.css'
import { fieldFrame } from '../shared/field.css'
import { bareList, flexRow, viewColumn, wrappingRow } from '../shared/layout.css'
import { errorMessage, fieldLabel, stacked, wrappingDetail } from '../shared/text.css'

export const view = viewColumn

export const field = stacked

export const label = fieldLabel

/** The input with the zone after it, drawn as one box. */
export const box = style({
  ...flexRow,
  ...fieldFrame,
  minHeight: '48px',
  selectors: {
    '&:has(input[aria-invalid="true"])': { borderColor: vars.color.error },
    // The focus ring goes round the whole box (the input and its zone), not the bare input.
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground,
  fontSize: vars.font.sizeBody,
  selectors: {
    '&::placeholder': { color: vars.color.muted },
    '&:disabled': { opacity: 0.7 },
    '&:focus-visible': { outline: 'none' },
  },
})

export const zone = style({ color: vars.color.muted, fontSize: vars.font.sizeBody })

export const hint = style([
  wrappingDetail,
  { ...flexRow, gap: vars.space.sm, minHeight: '20px', margin: 0 },
])

export const good = style({ color: vars.color.foreground, fontWeight: vars.font.weightBold })

export const problem = style({ color: vars.color.error })

export const chips = style({ ...wrappingRow, gap: vars.space.xs, ...bareList })

export const chip = style({
  ...fieldFrame,
  minHeight: '32px',
  borderRadius: vars.radius.round,
  fontSize: vars.font.sizeSmall,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
})

export const alert = style([errorMessage, { margin: 0, overflowWrap: 'anywhere' }])

/** Decorative: the text beside it says what is being waited for. */
export const spinner = style({ ...currentColorRing, width: '14px', height: '14px' })
