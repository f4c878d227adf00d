import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { statusPanel } from '../shared/statusPanel.css'

export { actions, detail, failureTitle, text, title } from '../shared/statusPanel.css'

export const panel = style({ ...statusPanel, padding: `${vars.space.xl} 0 ${vars.space.sm}` })

export const reviewActions = style({ display: 'flex', gap: vars.space.sm })
