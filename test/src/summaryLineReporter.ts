import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints the plain closing line `N passed, N failed[, N skipped]` that CI reads (Vitest's own
 * summary is not among the formats it understands). A module that failed to load counts as a
 * failure, so a broken import can never look like a green run.
 */
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0
    let failed = unhandledErrors.length
    let skipped = 0
    for (const testModule of testModules) {
      if (testModule.state() === 'failed' && testModule.children.size === 0) failed += 1
      for (const testCase of testModule.children.allTests()) {
        const { state } = testCase.result()
        if (state === 'passed') passed += 1
        else if (state === 'failed') failed += 1
        else skipped += 1
      }
    }
    const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
    process.stdout.write(`\nvitest: ${line}\n`)
  }
}
