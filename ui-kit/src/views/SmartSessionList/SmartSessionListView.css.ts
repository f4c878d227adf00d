import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { viewColumn } from '../shared/layout.css'

export const view = viewColumn

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} 0`,
  color: vars.color.muted,
  textAlign: 'center',
})

export const errorText = style({ margin: 0, color: vars.color.error })
