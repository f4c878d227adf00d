import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { centredColumn, column } from '../shared/layout.css'
import { statusPanel } from '../shared/statusPanel.css'
import { caption } from '../shared/text.css'

export { detail, failureTitle, title } from '../shared/statusPanel.css'

export const panel = style({ ...statusPanel, paddingTop: vars.space.sm })

/** Where the code is, or what stands in for it: the same square in every state. */
export const placeholder = style({
  ...centredColumn,
  width: 'min(100%, 280px)',
  aspectRatio: '1',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
})

export const countdown = style({ ...caption, fontVariantNumeric: 'tabular-nums' })

export const actions = style({ ...column, gap: vars.space.sm, width: '100%' })

// A deep link looks like a secondary button; doubled so it beats the root's `a` colour.
export const linkButton = style({
  selectors: { '&&': { color: vars.color.foreground, textDecoration: 'none' } },
})
