import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { column, inlineRow, wrappingRow } from '../shared/layout.css'
import { boldBody, boldSmall, detail, ellipsis, fieldLabel, stacked } from '../shared/text.css'

export const view = style({ ...column, alignItems: 'stretch', gap: vars.space.md, minWidth: 0 })

export const qr = style({
  alignSelf: 'center',
  width: '100%',
  maxWidth: '240px',
})

export const addressBlock = stacked

export const label = fieldLabel

/** The address cut in the middle, on one line, in a monospace face to compare it by eye. */
export const address = style({
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeBody,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  textAlign: 'center',
})

/** The check mark only: success-coloured text would lack contrast on the button. */
export const copied = style({ display: 'inline-flex', color: vars.color.success })

export const networksTitle = style(boldBody)

export const muted = detail

export const networkList = style({ ...wrappingRow, gap: vars.space.xs })

export const network = style({
  ...inlineRow,
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: '32px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  ...boldSmall,
})

export const networkName = style([ellipsis, { minWidth: 0 }])
