import { style } from '@vanilla-extract/css'
import { phoneScreen } from '../../theme/breakpoints'
import { vars } from '../../theme/contract.css'
import { bareList, centredColumn } from '../shared/layout.css'
import { caption } from '../shared/text.css'

// Issue 30: four wallets a row in the modal, three on a phone (its bottom sheet).
export const grid = style({
  ...bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  '@media': { [phoneScreen]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const tile = style({
  ...centredColumn,
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.medium,
  textAlign: 'center',
  transition: 'background-color 120ms ease',
  // Tabbing back up brings a tile into view below the sticky search bar, not under it.
  scrollMarginTop: '96px',
  selectors: { '&:hover': { background: vars.color.surface } },
})

/** The name under the logo: two lines at most, cut with an ellipsis. */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.25,
})

export const tag = style({ ...caption, fontSize: '0.6875rem', lineHeight: 1.2 })
