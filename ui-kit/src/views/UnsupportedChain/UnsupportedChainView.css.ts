import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { centredColumn, column, inlineRow } from '../shared/layout.css'
import { boldTitle } from '../shared/text.css'

export { centredDetail as hint } from '../shared/text.css'

export const view = style({ ...column, gap: vars.space.lg })

export const intro = style({
  ...centredColumn,
  gap: vars.space.sm,
  textAlign: 'center',
  paddingTop: vars.space.sm,
})

export const badge = style({
  ...inlineRow,
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.round,
  color: vars.color.error,
  background: `color-mix(in srgb, ${vars.color.error} 14%, ${vars.color.background})`,
})

export const heading = style(boldTitle)

export const detail = style({ color: vars.color.muted })
