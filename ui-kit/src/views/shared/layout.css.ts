// Layout pieces the views share (issue 26): flex rows and columns as style objects to spread
// into style() with the piece's own gap and sizes, the column of a whole view, and the rows of
// the Account tabs' lists.
import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** A flex column. */
export const column = { display: 'flex', flexDirection: 'column' } as const

/** A flex column, its items centred across it. */
export const centredColumn = { ...column, alignItems: 'center' } as const

/** A flex row, its items centred across it. */
export const flexRow = { display: 'flex', alignItems: 'center' } as const

/** An inline flex row, its items centred across it. */
export const inlineRow = { display: 'inline-flex', alignItems: 'center' } as const

/** A flex row that wraps onto more lines (chips, pills, badges). */
export const wrappingRow = { display: 'flex', flexWrap: 'wrap' } as const

/** A row with its ends apart: a label and its value, a title and its badge. */
export const spacedRow = { ...flexRow, justifyContent: 'space-between' } as const

/** Its content centred both ways. */
export const centred = { ...flexRow, justifyContent: 'center' } as const

/** A list without the browser's bullets and indent. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const

/** A view's own column: blocks `md` apart, and it may shrink below its content's width. */
export const viewColumn = style({ ...column, gap: vars.space.md, minWidth: 0 })

/** A row of a form: its parts at its ends (an input and its button, a balance and its value). */
export const formRow = style({ ...spacedRow, gap: vars.space.sm, minWidth: 0 })

/** A list of rows with no gap: the rows draw their own dividers. */
export const rowList = style(column)

/** One row of the Account tabs' lists (a token, an activity): icon, text, value. */
export const listRow = style({
  ...flexRow,
  gap: vars.space.md,
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
})
