import { style } from '@vanilla-extract/css'
import { vars } from '../../../theme/contract.css'
import { column, spacedRow } from '../layout.css'
import { boldBody, boldSmall, caption } from '../text.css'

export const card = style({
  ...column,
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
})

export const header = style({ ...spacedRow, gap: vars.space.sm, minWidth: 0 })

/** Text of the card: it wraps anywhere (a long project name, an error's own words). */
const cardText = { margin: 0, overflowWrap: 'anywhere' } as const

export const title = style({ ...cardText, ...boldBody })

export const muted = style({ ...cardText, ...caption })

export const badge = style({
  flexShrink: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.foreground,
  ...boldSmall,
})

export const problem = style({ ...cardText, ...caption, color: vars.color.error })

export const actions = style({ display: 'flex', justifyContent: 'flex-end' })
