import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { centredColumn } from '../shared/layout.css'
import { statusPanel } from '../shared/statusPanel.css'

export { detail, failureTitle as error, title } from '../shared/statusPanel.css'

export const panel = style({ ...statusPanel, gap: vars.space.lg, paddingTop: vars.space.sm })

export const message = style({
  width: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

export const status = style({ ...centredColumn, gap: vars.space.xs })

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  width: '100%',
})
