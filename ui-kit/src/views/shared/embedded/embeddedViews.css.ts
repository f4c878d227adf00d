// The embedded wallet's views (OTP, device approval, e-mail update): one column, centred text,
// a form under it.
import { style } from '@vanilla-extract/css'
import { vars } from '../../../theme/contract.css'
import { column } from '../layout.css'
import { caption } from '../text.css'

export { detail } from '../text.css'

export const panel = style({
  ...column,
  gap: vars.space.md,
  padding: `${vars.space.lg} 0 ${vars.space.sm}`,
  textAlign: 'center',
  alignItems: 'stretch',
})
export const title = style({ fontWeight: vars.font.weightBold })
export const errorText = style({ ...caption, color: vars.color.error })
export const form = style({ ...column, gap: vars.space.sm })
export const codeInput = style({ textAlign: 'center', letterSpacing: '0.3em', fontSize: '1.25rem' })
