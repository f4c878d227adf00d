import { keyframes, style } from '@vanilla-extract/css'
import { currentColorRing } from '../../primitives/Spinner.css'
import { vars } from '../../theme/contract.css'
import { fieldFrame } from '../shared/field.css'
import { centred, column, flexRow, formRow, viewColumn } from '../shared/layout.css'
import {
  caption,
  ellipsis,
  errorMessage,
  fieldLabel,
  rowText,
  stacked,
  wrappingDetail,
} from '../shared/text.css'

export { ellipsis }

export const view = viewColumn

export const field = stacked

export const label = fieldLabel

export const muted = wrappingDetail

export const row = formRow

/** A field of the form: the shared frame, 48 px high. */
const box = { ...fieldFrame, minHeight: '48px' }

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
  ...flexRow,
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

/** A field whose token list opens over the form: it places the list. */
export const tokenField = style([field, { position: 'relative' }])

// Issue 30 (4): the token list opens over the form under its field (it pushed the submit button
// off screen inline), sliding down into place; under reduced motion it just shows.
const listIn = keyframes({ from: { opacity: 0, translate: '0 -4px' } })

export const tokenList = style({
  ...column,
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 1,
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.modal,
  maxHeight: '240px',
  overflowY: 'auto',
  animation: `${listIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const tokenOption = style({
  ...flexRow,
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

export const profile = style({ ...flexRow, gap: vars.space.sm, minWidth: 0, minHeight: '28px' })

export const problem = style({ ...caption, color: vars.color.error })

// --- submit --------------------------------------------------------------------------------

export const footer = style({ ...column, gap: vars.space.sm, marginTop: vars.space.sm })

export const status = style({
  ...centred,
  gap: vars.space.sm,
  ...caption,
  textAlign: 'center',
  overflowWrap: 'anywhere',
})

export const error = style([errorMessage, { overflowWrap: 'anywhere' }])

/** A decorative spinner in the button's own colour: the button's text says what it waits for. */
export const buttonSpinner = style({ ...currentColorRing, width: '16px', height: '16px' })
