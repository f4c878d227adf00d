import { style } from '@vanilla-extract/css'
import { themedRing } from '../../../primitives/Spinner.css'
import { vars } from '../../../theme/contract.css'
import { column, flexRow, inlineRow } from '../layout.css'
import { caption, rowName } from '../text.css'

export const list = style({ ...column, gap: vars.space.xs })

export const item = style({
  ...flexRow,
  gap: vars.space.md,
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  border: `1px solid transparent`,
  background: vars.color.surface,
  textAlign: 'start',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceRaised },
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    // While a switch is under way the others wait (aria-disabled keeps focus where it is).
    '&[aria-disabled="true"]': { cursor: 'progress' },
    '&[aria-disabled="true"]:not([aria-busy="true"]):not([aria-current="true"])': {
      opacity: 0.6,
    },
  },
})

export const name = rowName

export const trailing = style({ ...inlineRow, gap: vars.space.xs, flexShrink: 0, ...caption })

export const check = style({ color: vars.color.accent })

/** A decorative spinner: the item's text says it is switching. */
export const spinner = style({ ...themedRing, width: '16px', height: '16px', borderWidth: '2px' })
