// A pill: a rounded inline row on the surface colour inside a border, as the header buttons and
// Account's actions are drawn. A style object to spread into style() with the pill's own
// height, padding and gap.
import { vars } from '../theme/contract.css'

export const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
} as const
