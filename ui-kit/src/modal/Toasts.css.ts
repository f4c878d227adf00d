import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

// Issue 30 (4): a toast slides up into place as it fades in; under reduced motion it just shows.
const slideIn = keyframes({ from: { opacity: 0, translate: '0 8px' } })

export const toast = style({
  margin: `0 ${vars.space.lg} ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.foreground,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  animation: `${slideIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    '&::before': {
      content: '""',
      width: '8px',
      height: '8px',
      flexShrink: 0,
      borderRadius: vars.radius.round,
    },
  },
})

// The text stays in the foreground colour (success and error text on the raised surface fell
// below 4.5:1 in the light theme); the variant shows as a dot of its colour before the text.
const dot = (color: string) => ({ selectors: { '&::before': { background: color } } })

export const tone = styleVariants({
  loading: dot(vars.color.muted),
  success: dot(vars.color.success),
  error: dot(vars.color.error),
})
