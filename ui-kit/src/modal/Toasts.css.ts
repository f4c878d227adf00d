import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const toast = style({
  margin: `0 ${vars.space.lg} ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const tone = styleVariants({
  loading: { color: vars.color.foreground },
  success: { color: vars.color.success },
  error: { color: vars.color.error },
})
