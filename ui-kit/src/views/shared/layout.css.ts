// Layout pieces the views share (issue 26): the flex column every view, section and list is
// built on, the column of a whole view, and the rows of the Account tabs' lists.
import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** A flex column: a style object to spread into style() with the column's gap. */
export const column = { display: 'flex', flexDirection: 'column' } as const

/** A view's own column: blocks `md` apart, and it may shrink below its content's width. */
export const viewColumn = style({ ...column, gap: vars.space.md, minWidth: 0 })

/** A list of rows with no gap: the rows draw their own dividers. */
export const rowList = style({ display: 'flex', flexDirection: 'column' })

/** One row of the Account tabs' lists (a token, an activity): icon, text, value. */
export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
})
