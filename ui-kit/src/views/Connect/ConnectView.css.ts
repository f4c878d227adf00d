import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { compactInput } from '../shared/field.css'
import { bareList, column, inlineRow } from '../shared/layout.css'
import { caption } from '../shared/text.css'

export const root = style({ ...column, gap: vars.space.lg })

export const section = style({ ...column, gap: vars.space.sm })

// Issue 30 (2): the sections keep their headings for assistive technology (the wallet list is
// named by its own), but show none: the fields and marks say what each is, and the view fits
// 600 px of height.
export { visuallyHidden as heading } from '../../primitives/visuallyHidden.css'

export const emailForm = style({
  display: 'flex',
  gap: vars.space.sm,
})

export const input = style([
  compactInput,
  { flex: 1, minWidth: 0, selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } } },
])

// Issue 30 (2): the first social login wide, the next ones as a row of icon buttons.
export const socialWide = style({
  minWidth: 0,
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
})

globalStyle(`${socialWide} > span`, {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const socialIcons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.sm,
  ...bareList,
})

export const socialIcon = style({ minWidth: 0, padding: 0 })

export const legal = style({
  ...column,
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

export const legalRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSmall,
  cursor: 'pointer',
})

export const checkbox = style({
  appearance: 'none',
  margin: 0,
  flexShrink: 0,
  width: '20px',
  height: '20px',
  ...inlineRow,
  justifyContent: 'center',
  borderRadius: '6px',
  border: `2px solid ${vars.color.muted}`,
  background: vars.color.background,
  color: vars.color.accentForeground,
  fontSize: '13px',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:checked': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&:checked::after': { content: '"✓"' },
  },
})

export const legalHint = style({
  ...caption,
  paddingLeft: `calc(20px + ${vars.space.sm})`,
})

export const allWalletsIcon = style({
  flexShrink: 0,
  width: '40px',
  height: '40px',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '4px',
  padding: '8px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
})

globalStyle(`${allWalletsIcon} > span`, {
  borderRadius: '3px',
  background: vars.color.muted,
})
