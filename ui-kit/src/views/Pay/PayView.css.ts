import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { viewColumn } from '../shared/layout.css'
import { caption, fieldLabel, stacked } from '../shared/text.css'

export const view = viewColumn

/** The amount asked for, the view's headline. */
export const amount = style({
  margin: 0,
  textAlign: 'center',
  fontSize: '28px',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
})

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const term = fieldLabel

export const value = style({
  margin: 0,
  textAlign: 'end',
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
})

export const notice = style([stacked, caption])
