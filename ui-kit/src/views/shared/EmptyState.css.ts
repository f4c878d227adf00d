import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '10px',
  minHeight: '112px',
  padding: '12px',
  color: vars.color.muted,
  textAlign: 'center',
})

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.foreground,
})

export const emptyText = style({ margin: 0 })

/** The text's own colour, underlined: the accent on the modal's surface is below AA contrast. */
export const emptyLink = style({
  color: vars.color.foreground,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
})
