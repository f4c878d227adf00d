import { style } from '@vanilla-extract/css'
import { vars } from '../../../theme/contract.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
})

export const muted = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
})

export const badge = style({
  flexShrink: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.foreground,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
})

export const problem = style({
  margin: 0,
  color: vars.color.error,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
})

export const actions = style({ display: 'flex', justifyContent: 'flex-end' })
