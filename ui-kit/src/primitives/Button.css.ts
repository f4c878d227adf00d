import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '40px',
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radius.medium,
    fontWeight: vars.font.weightBold,
    transition: 'background-color 120ms ease, opacity 120ms ease',
    selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
  },
  variants: {
    tone: {
      primary: { background: vars.color.accent, color: vars.color.accentForeground },
      secondary: { background: vars.color.surfaceRaised, color: vars.color.foreground },
      ghost: { background: 'transparent', color: vars.color.foreground },
    },
    width: { auto: {}, full: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', width: 'auto' },
})
