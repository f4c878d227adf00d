import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { compactInput } from '../shared/field.css'
import { centredColumn, column } from '../shared/layout.css'

export const root = style({ ...column, gap: vars.space.md })

// The search stays in view while the list scrolls under it (the modal body scrolls).
export const searchBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  paddingBottom: vars.space.xs,
  background: vars.color.background,
})

export const input = style([compactInput, { width: '100%' }])

export const centered = style({
  ...centredColumn,
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
  textAlign: 'center',
  color: vars.color.muted,
})

export const errorText = style({
  color: vars.color.foreground,
})

export const more = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md })
