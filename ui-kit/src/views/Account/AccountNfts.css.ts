import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { centred } from '../shared/layout.css'
import { boldSmall, boldTitle, ellipsis, stacked } from '../shared/text.css'

export const nftGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.md,
})

export const nftCard = stacked

const square = style({
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

export const nftImage = style([square, { objectFit: 'cover', display: 'block' }])

export const nftPlaceholder = style([
  square,
  {
    ...centred,
    color: vars.color.muted,
    ...boldTitle,
    border: `1px solid ${vars.color.border}`,
  },
])

export const nftName = style([ellipsis, boldSmall])
