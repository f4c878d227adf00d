import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const frame = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.muted,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSmall,
})
