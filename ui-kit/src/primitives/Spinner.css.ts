import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.round,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
})
