import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { column, viewColumn } from '../shared/layout.css'

export { centredDetail as detail } from '../shared/text.css'

export const view = viewColumn

export const actions = style({ ...column, gap: vars.space.sm })
