// The frame the views' fields share (issue 26): a text input, a select, a token trigger, a
// chip, drawn as one kind of box; and the compact text input of the connect views.
import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** A field's box without its height (a style object to spread). */
export const fieldFrame = {
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.foreground,
} as const

/** A one-line text input of the connect views (the wallet search, the e-mail). */
export const compactInput = style({
  ...fieldFrame,
  minHeight: '40px',
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
  },
})
