import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { centredColumn } from '../shared/layout.css'
import { boldTitle } from '../shared/text.css'

export { centredDetail as detail } from '../shared/text.css'

export const view = style({ ...centredColumn, gap: vars.space.md, minWidth: 0 })

export const name = style({
  margin: 0,
  ...boldTitle,
  overflowWrap: 'anywhere',
  textAlign: 'center',
})
