import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
})

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
