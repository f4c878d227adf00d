import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  padding: `${vars.space.lg} 0 ${vars.space.sm}`,
})

export const heading = style({
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
})

export const detail = style({
  color: vars.color.muted,
  marginBottom: vars.space.md,
})
