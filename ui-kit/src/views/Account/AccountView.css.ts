import { style, styleVariants } from '@vanilla-extract/css'
import { pill } from '../../primitives/pill.css'
import { vars } from '../../theme/contract.css'
import {
  centred,
  centredColumn,
  column,
  flexRow,
  inlineRow,
  listRow,
  rowList,
  spacedRow,
  wrappingRow,
} from '../shared/layout.css'
import { boldSmall, boldTitle, detail, ellipsis, rowText } from '../shared/text.css'

/** The tabs' and the footer's failures, said under what failed. */
export { errorMessage as error } from '../shared/text.css'
export { ellipsis }

export const view = style({ ...column, gap: vars.space.lg, minWidth: 0 })

// --- profile -------------------------------------------------------------------------------

export const profile = style({
  ...centredColumn,
  gap: vars.space.xs,
  minWidth: 0,
  textAlign: 'center',
})

export const avatar = style({
  width: '64px',
  height: '64px',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  overflow: 'hidden',
  marginBottom: vars.space.sm,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
})

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' })

const mix = (color: string, amount: number) =>
  `color-mix(in srgb, ${color} ${amount}%, ${vars.color.background})`

/** A generated avatar (no profile image): one of a few gradients of the theme's own colours,
 * chosen from the address, so the same account always looks the same. */
export const avatarGradient = styleVariants({
  a: {
    background: `linear-gradient(135deg, ${vars.color.accent}, ${mix(vars.color.success, 80)})`,
  },
  b: { background: `linear-gradient(45deg, ${vars.color.focus}, ${mix(vars.color.error, 85)})` },
  c: { background: `linear-gradient(160deg, ${vars.color.success}, ${vars.color.accent})` },
  d: { background: `linear-gradient(210deg, ${vars.color.error}, ${mix(vars.color.accent, 90)})` },
  e: {
    background: `radial-gradient(circle at 30% 30%, ${vars.color.focus}, ${vars.color.accent})`,
  },
  f: {
    background: `radial-gradient(circle at 70% 20%, ${vars.color.success}, ${mix(vars.color.focus, 70)})`,
  },
})

export const displayName = style([ellipsis, { maxWidth: '100%', ...boldTitle }])

export const muted = detail

export const balance = style({
  ...centredColumn,
  minHeight: '52px',
  justifyContent: 'center',
  marginTop: vars.space.sm,
})

export const balanceAmount = style({
  fontSize: '1.75rem',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
})

export const skeleton = style({
  width: '140px',
  height: '32px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
})

export const actions = style({
  ...wrappingRow,
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
})

export const actionPill = style({
  ...pill,
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  color: vars.color.foreground,
  ...boldSmall,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
})

export const copiedPill = style({ color: vars.color.success })

// --- network -------------------------------------------------------------------------------

export const networkTrigger = style({
  ...flexRow,
  gap: vars.space.sm,
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
})

export const networkLabel = style({
  flex: 1,
  textAlign: 'start',
  color: vars.color.muted,
})

export const networkName = style({
  ...inlineRow,
  gap: vars.space.sm,
  minWidth: 0,
  fontWeight: vars.font.weightBold,
})

export const chevron = style({
  flexShrink: 0,
  color: vars.color.muted,
  transition: 'transform 120ms ease',
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
})

export const networkContent = style({ paddingTop: vars.space.sm })

// --- tabs ----------------------------------------------------------------------------------

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

export const tab = style({
  flex: 1,
  minHeight: '36px',
  borderRadius: vars.radius.small,
  color: vars.color.muted,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-state="active"]': {
      background: vars.color.surfaceRaised,
      color: vars.color.foreground,
    },
  },
})

export const panel = style({
  minHeight: '120px',
  paddingTop: vars.space.sm,
})

export const empty = style({
  ...centred,
  minHeight: '112px',
  color: vars.color.muted,
  textAlign: 'center',
})

export const tokenList = rowList

export const tokenRow = listRow

export const tokenText = rowText

export const tokenName = style([ellipsis, { fontWeight: vars.font.weightBold }])

/** The amount is never cut: on a narrow modal it wraps (at the space before the symbol). */
export const tokenAmount = style({ overflowWrap: 'anywhere' })

export const tokenValues = style({
  ...column,
  alignItems: 'flex-end',
  flexShrink: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
})

export const tokenValue = style({ fontWeight: vars.font.weightBold })

export const total = style({
  ...spacedRow,
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
})

export const totalAmount = style({
  ...boldTitle,
  fontVariantNumeric: 'tabular-nums',
})

// --- disconnect ----------------------------------------------------------------------------

export const footer = style({ ...column, gap: vars.space.sm })
