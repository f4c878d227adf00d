import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
})

export const detail = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
})

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
