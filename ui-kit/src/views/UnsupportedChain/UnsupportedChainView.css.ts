import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { column } from '../shared/layout.css'

export const view = style({ ...column, gap: vars.space.lg })

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  paddingTop: vars.space.sm,
})

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.round,
  color: vars.color.error,
  background: `color-mix(in srgb, ${vars.color.error} 14%, ${vars.color.background})`,
})

export const heading = style({
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
})

export const detail = style({ color: vars.color.muted })

export const hint = style({
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
})
