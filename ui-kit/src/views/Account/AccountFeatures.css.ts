import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const features = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.sm,
})

export const featureButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '60px',
  padding: vars.space.sm,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.foreground,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
})
