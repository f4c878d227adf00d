import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingTop: vars.space.sm,
  textAlign: 'center',
})

export const message = style({
  width: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
})

export const title = style({ fontWeight: vars.font.weightBold })
export const detail = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall })
export const error = style({ color: vars.color.error, fontWeight: vars.font.weightBold })

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  width: '100%',
})
