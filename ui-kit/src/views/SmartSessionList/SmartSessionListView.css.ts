import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { bareList, centredColumn, column, viewColumn } from '../shared/layout.css'

export const view = viewColumn

export const list = style({ ...column, gap: vars.space.sm, ...bareList })

export const centered = style({
  ...centredColumn,
  gap: vars.space.sm,
  padding: `${vars.space.lg} 0`,
  color: vars.color.muted,
  textAlign: 'center',
})

export const errorText = style({ margin: 0, color: vars.color.error })
