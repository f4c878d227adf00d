import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
})

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  textAlign: 'center',
})

export const detail = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  textAlign: 'center',
})
