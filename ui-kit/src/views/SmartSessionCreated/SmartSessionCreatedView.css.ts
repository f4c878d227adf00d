import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { viewColumn } from '../shared/layout.css'

export const view = viewColumn

export const detail = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
})

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
