import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0 ${vars.space.sm}`,
  textAlign: 'center',
})

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const title = style({ fontWeight: vars.font.weightBold })
export const failureTitle = style([title, { color: vars.color.error }])
export const detail = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall })

export const actions = style({ width: '100%', marginTop: vars.space.sm })

export const reviewActions = style({ display: 'flex', gap: vars.space.sm })
