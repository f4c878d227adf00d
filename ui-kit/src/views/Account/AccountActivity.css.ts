import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { listRow, rowList } from '../shared/layout.css'

export const activityList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const monthHeading = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
})

export const monthList = rowList

export const activityRow = listRow

export const activityGeneric = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  color: vars.color.foreground,
})

export const activityMain = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
})

export const activityTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
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

export const ellipsisText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const loadMoreArea = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
})
