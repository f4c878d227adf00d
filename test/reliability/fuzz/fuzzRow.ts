// Issue 32: a fuzz row of the reliability table is fast-check properties over the parser it
// takes as a parameter, so the same row runs against the real parser (the table) and against
// stand-ins that accept or reject everything (fuzzRowsCatch.test.ts, where it must fail). Its
// cases are the runs fast-check made, not a number the test declares.
import fc from 'fast-check'
import type { TestContext } from 'vitest'
import { FUZZ_RUNS, type ReliabilityRecord, recordReliability } from '../reliabilityRecord'

export interface FuzzRow {
  readonly properties: readonly {
    // biome-ignore lint/suspicious/noExplicitAny: a row's properties differ in their values.
    readonly property: fc.IRawProperty<any>
    /** FUZZ_RUNS unless a row says otherwise. */
    readonly numRuns?: number
  }[]
  /** Checked once the properties ran, over what they saw (e.g. that some case was listed). */
  readonly afterwards?: () => void
}

interface FuzzRowRun {
  /** The runs fast-check made, up to and including a failing one. */
  readonly cases: number
  readonly failure: string | undefined
}

/** Runs each property (at most `maxRuns` times), stopping at the first that fails. */
export async function runFuzzRow(row: FuzzRow, maxRuns = Number.POSITIVE_INFINITY) {
  let cases = 0
  for (const { property, numRuns = FUZZ_RUNS } of row.properties) {
    const details = await fc.check(property, { numRuns: Math.min(numRuns, maxRuns) })
    cases += details.numRuns
    if (details.failed) {
      const { errorInstance } = details
      const error = errorInstance instanceof Error ? errorInstance.message : String(errorInstance)
      const failure = `${fc.defaultReportMessage(details) ?? 'failed'}\n\n${error}`
      return { cases, failure } satisfies FuzzRowRun
    }
  }
  try {
    row.afterwards?.()
  } catch (error) {
    return { cases, failure: String(error) } satisfies FuzzRowRun
  }
  return { cases, failure: undefined } satisfies FuzzRowRun
}

/** Runs the row against the real parser and records it in the table with the cases it ran. */
export async function expectFuzzRow(
  context: TestContext,
  record: Omit<ReliabilityRecord, 'cases'>,
  row: FuzzRow,
): Promise<void> {
  const { cases, failure } = await runFuzzRow(row)
  recordReliability(context, { ...record, cases })
  if (failure !== undefined) throw new Error(failure)
}
