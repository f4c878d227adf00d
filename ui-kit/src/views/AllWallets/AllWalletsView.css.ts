import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { compactInput } from '../shared/field.css'
import { centredColumn, column, flexRow } from '../shared/layout.css'
import { caption } from '../shared/text.css'

export const root = style({ ...column, gap: vars.space.md })

// The search and the count stay in view while the grid scrolls under them (the modal body
// scrolls). Issue 30: the top padding leaves room for the field's focus ring (2 px at 2 px off,
// root.css.ts), which the scrolling body clipped when the bar sat flush with its top.
export const searchBar = style({
  ...column,
  gap: vars.space.xs,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.xs,
  background: vars.color.background,
})

export const field = style({ position: 'relative' })

export const input = style([
  compactInput,
  {
    width: '100%',
    // Room for the kit's clear button, which stands in for Chromium's native one.
    paddingRight: '40px',
    selectors: {
      '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none', appearance: 'none' },
    },
  },
])

export const clear = style({
  ...flexRow,
  justifyContent: 'center',
  position: 'absolute',
  top: '50%',
  right: vars.space.xs,
  transform: 'translateY(-50%)',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.small,
  color: vars.color.muted,
  selectors: { '&:hover': { color: vars.color.foreground, background: vars.color.surfaceRaised } },
})

/** The directory's count, or the search's matches. */
export const count = style({ ...caption, minHeight: '1.25em', lineHeight: 1.25 })

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
