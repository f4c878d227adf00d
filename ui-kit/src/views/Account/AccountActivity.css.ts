import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import {
  centredColumn,
  column,
  inlineRow,
  listRow,
  rowList,
  wrappingRow,
} from '../shared/layout.css'
import { caption, ellipsis, rowText } from '../shared/text.css'

export const activityList = style({ ...column, gap: vars.space.md })

export const monthHeading = style({
  padding: `0 ${vars.space.xs}`,
  ...caption,
  fontWeight: vars.font.weightBold,
})

export const monthList = rowList

export const activityRow = listRow

export const activityGeneric = style({
  ...inlineRow,
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  color: vars.color.foreground,
})

export const activityMain = rowText

export const activityTitle = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weightBold,
})

const pill = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.small,
  fontSize: vars.font.sizeSmall,
  border: '1px solid currentColor',
})

export const activityBadge = style([pill, { color: vars.color.success }])

export const activityStatus = styleVariants({
  failed: [pill, { color: vars.color.error }],
  pending: [pill, { color: vars.color.muted }],
})

export const ellipsisText = ellipsis

export const loadMoreArea = style({ ...centredColumn, gap: vars.space.sm })
