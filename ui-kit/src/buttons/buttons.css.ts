import { style } from '@vanilla-extract/css'
import { pill as pillShape } from '../primitives/pill.css'
import { vars } from '../theme/contract.css'

export const pill = style({
  ...pillShape,
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  fontWeight: vars.font.weightBold,
})

export const menu = style({
  minWidth: '200px',
  padding: vars.space.xs,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.modal,
  zIndex: vars.zIndex.modal,
})

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surface },
    // Bold, not the accent colour: accent text on the dark surface is below AA contrast.
    '&[data-state="checked"]': { fontWeight: vars.font.weightBold },
  },
})
