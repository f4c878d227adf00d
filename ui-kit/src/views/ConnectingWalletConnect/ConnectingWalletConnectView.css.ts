import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  textAlign: 'center',
})

/** Where the code is, or what stands in for it: the same square in every state. */
export const placeholder = style({
  width: 'min(100%, 280px)',
  aspectRatio: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
})

export const title = style({ fontWeight: vars.font.weightBold })
export const failureTitle = style([title, { color: vars.color.error }])

export const detail = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall })

export const countdown = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
})

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
})

// A deep link looks like a secondary button; doubled so it beats the root's `a` colour.
export const linkButton = style({
  selectors: { '&&': { color: vars.color.foreground, textDecoration: 'none' } },
})
