import type { Reporter, TestCase, TestModule } from 'vitest/node'

/** How many failed tests the closing lines name (CI shows the end of the output). */
const NAMED_FAILURES = 10

/**
 * Prints the plain closing line `N passed, N failed[, N skipped]` that CI reads (Vitest's own
 * summary is not among the formats it understands). A module that failed to load counts as a
 * failure, so a broken import can never look like a green run. Each failed test is named just
 * above that line, with the first line of its error: CI keeps only the end of the output, and a
 * failure that does not come back in a local run must still say where it was.
 */
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0
    let skipped = 0
    const failures: string[] = unhandledErrors.map(
      (error) => `unhandled error: ${firstLine(error)}`,
    )
    for (const testModule of testModules) {
      if (testModule.state() === 'failed' && testModule.children.size === 0) {
        failures.push(`${testModule.relativeModuleId}: ${firstLine(testModule.errors()[0])}`)
      }
      for (const testCase of testModule.children.allTests()) {
        const { state } = testCase.result()
        if (state === 'passed') passed += 1
        else if (state === 'failed') failures.push(failedTest(testCase))
        else skipped += 1
      }
    }
    const named = failures.slice(0, NAMED_FAILURES).map((failure) => `vitest failed: ${failure}\n`)
    const line = `${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ''}`
    process.stdout.write(`\n${named.join('')}vitest: ${line}\n`)
  }
}

function failedTest(testCase: TestCase): string {
  const result = testCase.result()
  const error = result.state === 'failed' ? result.errors[0] : undefined
  return `${testCase.module.relativeModuleId} > ${testCase.fullName}: ${firstLine(error)}`
}

function firstLine(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : String(error)
  return message.split('\n')[0]?.slice(0, 200) ?? ''
}
