import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { centredColumn } from '../shared/layout.css'
import { boldSmall } from '../shared/text.css'

export const features = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.sm,
})

export const featureButton = style({
  ...centredColumn,
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '60px',
  padding: vars.space.sm,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.foreground,
  ...boldSmall,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
})
