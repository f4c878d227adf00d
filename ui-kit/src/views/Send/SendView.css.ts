import { style } from '@vanilla-extract/css'
import { currentColorRing } from '../../primitives/Spinner.css'
import { vars } from '../../theme/contract.css'
import { viewColumn } from '../shared/layout.css'
import { ellipsis, errorMessage, fieldLabel, rowText, stacked } from '../shared/text.css'

export { ellipsis }

export const view = viewColumn

export const field = stacked

export const label = fieldLabel

export const muted = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
})

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
})

const box = {
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.foreground,
}

export const input = style({
  ...box,
  flex: 1,
  width: '100%',
  minWidth: 0,
  fontSize: vars.font.sizeBody,
  selectors: {
    '&::placeholder': { color: vars.color.muted },
    '&:disabled': { opacity: 0.7 },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
})

export const amountInput = style([input, { fontVariantNumeric: 'tabular-nums' }])

// --- token picker --------------------------------------------------------------------------

export const tokenTrigger = style({
  ...box,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  textAlign: 'start',
  fontWeight: vars.font.weightBold,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceRaised },
    '&:disabled': { opacity: 0.7 },
  },
})

export const tokenTriggerText = style({ flex: 1, minWidth: 0 })

export const tokenList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  maxHeight: '240px',
  overflowY: 'auto',
})

export const tokenOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  textAlign: 'start',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="true"]': { background: vars.color.surfaceRaised },
  },
})

export const tokenText = rowText

export const strong = style({ fontWeight: vars.font.weightBold })

// --- receiver ------------------------------------------------------------------------------

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: '28px',
})

export const problem = style({
  color: vars.color.error,
  fontSize: vars.font.sizeSmall,
})

// --- submit --------------------------------------------------------------------------------

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
})

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
  overflowWrap: 'anywhere',
})

export const error = style([errorMessage, { overflowWrap: 'anywhere' }])

/** A decorative spinner in the button's own colour: the button's text says what it waits for. */
export const buttonSpinner = style({ ...currentColorRing, width: '16px', height: '16px' })
