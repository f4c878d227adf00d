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

/** The network menu: a popover placed under its trigger by NetworkMenu (the browser's own
 * popover style centres it in the viewport). */
export const menu = style({
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  minWidth: '200px',
  padding: vars.space.xs,
  borderRadius: vars.radius.medium,
  color: vars.color.foreground,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.modal,
  selectors: { '&:popover-open': { display: 'flex', flexDirection: 'column' } },
})

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surface },
    // Bold, not the accent colour: accent text on the dark surface is below AA contrast.
    '&[aria-checked="true"]': { fontWeight: vars.font.weightBold },
  },
})
