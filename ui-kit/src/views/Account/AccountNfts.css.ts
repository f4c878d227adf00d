import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const nftGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.md,
})

export const nftCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

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
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.muted,
    fontSize: vars.font.sizeTitle,
    fontWeight: vars.font.weightBold,
    border: `1px solid ${vars.color.border}`,
  },
])

export const nftName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
})
