// spec §3: account history is "Grouped by year then month, newest first".
import type { Transaction } from '../types'

export interface TransactionMonthGroup {
  /** Calendar month in UTC, 1 (January) to 12 (December). */
  readonly month: number
  /** Newest first. */
  readonly transactions: readonly Transaction[]
}

export interface TransactionYearGroup {
  /** Calendar year in UTC. */
  readonly year: number
  /** Newest month first. */
  readonly months: readonly TransactionMonthGroup[]
}

/**
 * spec §3: groups transactions by the UTC year and month of `metadata.minedAt`, newest year,
 * month and transaction first; equal times keep their input order. `minedAt` is decoded as
 * ISO-8601 at the edge, so a date that still does not parse cannot be placed in a month and is
 * left out.
 */
export function groupTransactionsByYearAndMonth(
  transactions: readonly Transaction[],
): readonly TransactionYearGroup[] {
  const newestFirst = transactions
    .map((transaction) => ({ transaction, minedAt: new Date(transaction.metadata.minedAt) }))
    .filter(({ minedAt }) => Number.isFinite(minedAt.getTime()))
    .sort((a, b) => b.minedAt.getTime() - a.minedAt.getTime())

  const years: { year: number; months: { month: number; transactions: Transaction[] }[] }[] = []
  for (const { transaction, minedAt } of newestFirst) {
    const year = minedAt.getUTCFullYear()
    const month = minedAt.getUTCMonth() + 1
    let yearGroup = years.at(-1)
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      years.push(yearGroup)
    }
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  return years
}
