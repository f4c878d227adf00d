// The embedded wallet's views (OTP, device approval, e-mail update): one column, centred text,
// a form under it.
import { style } from '@vanilla-extract/css'
import { vars } from '../../../theme/contract.css'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0 ${vars.space.sm}`,
  textAlign: 'center',
  alignItems: 'stretch',
})
export const title = style({ fontWeight: vars.font.weightBold })
export const detail = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall })
export const errorText = style({ color: vars.color.error, fontSize: vars.font.sizeSmall })
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const codeInput = style({ textAlign: 'center', letterSpacing: '0.3em', fontSize: '1.25rem' })
