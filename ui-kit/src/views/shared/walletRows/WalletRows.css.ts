import { style } from '@vanilla-extract/css'
import { vars } from '../../../theme/contract.css'
import { column, flexRow, inlineRow } from '../layout.css'
import { caption, rowName } from '../text.css'

export const list = style({
  ...column,
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
})

export const row = style({
  ...flexRow,
  gap: vars.space.md,
  width: '100%',
  minHeight: '56px',
  padding: vars.space.sm,
  paddingRight: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  textAlign: 'left',
  transition: 'background-color 120ms ease',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceRaised },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const name = rowName

export const tag = style({
  flexShrink: 0,
  ...inlineRow,
  height: '22px',
  padding: `0 ${vars.space.sm}`,
  lineHeight: 1,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  ...caption,
  whiteSpace: 'nowrap',
})
