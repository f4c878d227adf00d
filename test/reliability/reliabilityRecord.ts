// Issue 18: every reliability test says what it tried and how much of it, and the reliability
// reporter (test/src/reliabilityReporter.ts) prints them as one table at the end of `npm test`.
import type { TestContext } from 'vitest'

export type ReliabilityArea = 'fault' | 'bad input' | 'hostile page'

export interface ReliabilityRecord {
  readonly area: ReliabilityArea
  /** What was thrown at the widget, in a few words. */
  readonly tried: string
  /** How many cases: 1 for a single scripted fault; for a fuzz row, the runs fast-check made. */
  readonly cases: number
  /** What "survived" means for it: the outcome the test asserts. */
  readonly expected: string
}

declare module 'vitest' {
  interface TaskMeta {
    reliability?: ReliabilityRecord
  }
}

/** Marks the running test as a reliability check (its pass or failure is the table's result). */
export function recordReliability(context: TestContext, record: ReliabilityRecord): void {
  context.task.meta.reliability = record
}

/** fast-check runs per property: issue 18 asks for at least 10,000 each. */
export const FUZZ_RUNS = 10_000

/** 10,000 cases take a few seconds alone, longer on a loaded 2-core machine. */
export const FUZZ_TIMEOUT_MS = 60_000
