import { readFileSync } from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'
import type { ReliabilityRecord } from '../reliability/reliabilityRecord'

/**
 * Issue 18: after the run, one table of every reliability check — the fault, bad input or
 * hostile page tried, how many cases, what surviving it means, and whether it did. Prints
 * nothing when no reliability test ran (a filtered run).
 */
export default class ReliabilityReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const rows: (ReliabilityRecord & { readonly result: string })[] = []
    for (const testModule of testModules) {
      const tests = [...testModule.children.allTests()]
      // Issue 32: a reliability file says so: it is in test/reliability/, or it records checks
      // (one given its record in its options' `meta` has it even when skipped; a file that calls
      // `recordReliability(` is one even when its setup failed before any check ran).
      // Asked only for a test that did not pass: no other row needs it (nor the file read).
      let known: boolean | undefined
      const isReliability = () => {
        known ??=
          testModule.moduleId.includes('/test/reliability/') ||
          tests.some((testCase) => testCase.meta().reliability) ||
          recordsChecks(testModule.moduleId)
        return known
      }
      for (const testCase of tests) {
        const record = testCase.meta().reliability
        const { state } = testCase.result()
        if (record) {
          rows.push({ ...record, result: state === 'passed' ? 'survived' : state.toUpperCase() })
        } else if (state === 'failed' && isReliability()) {
          // A check that failed before it recorded itself (its setup, or an earlier step)
          // still shows, so the table never reads greener than the run.
          rows.push({ ...unrecorded(testCase.fullName), result: 'FAILED' })
        } else if (state === 'skipped' && isReliability()) {
          // A skipped test of a file that records checks may be one: it shows, as a skip.
          rows.push({ ...unrecorded(testCase.fullName, 'skipped'), result: 'SKIPPED' })
        }
      }
      const noneRan = tests.every((testCase) => testCase.result().state === 'skipped')
      if (noneRan && testModule.state() === 'failed' && isReliability()) {
        rows.push({ ...unrecorded(testModule.moduleId), result: 'FAILED' })
      }
    }
    // A filtered run that reached no check prints nothing.
    if (rows.every((row) => row.result === 'SKIPPED')) return
    const order = ['fault', 'bad input', 'hostile page']
    rows.sort((a, b) => order.indexOf(a.area) - order.indexOf(b.area))
    const header = ['area', 'tried', 'cases', 'expected', 'result'] as const
    const cells = rows.map((row) => [
      row.area,
      row.tried,
      row.cases.toLocaleString('en-US'),
      row.expected,
      row.result,
    ])
    const widths = header.map((title, column) =>
      Math.max(title.length, ...cells.map((cell) => (cell[column] ?? '').length)),
    )
    const line = (values: readonly string[]) =>
      `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`
    const survived = rows.filter((row) => row.result === 'survived').length
    const cases = rows.reduce((sum, row) => sum + row.cases, 0)
    process.stdout.write(
      [
        '',
        `Reliability (issue 18): ${survived} of ${rows.length} checks survived, ${cases.toLocaleString('en-US')} cases in all`,
        line(header),
        line(widths.map((width) => '-'.repeat(width))),
        ...cells.map(line),
        '',
      ].join('\n'),
    )
  }
}

/** The row of a reliability check that did not say what it tried: it failed first, or was
 * skipped. */
function unrecorded(name: string, why: 'failed' | 'skipped' = 'failed'): ReliabilityRecord {
  return {
    area: 'fault',
    tried: name,
    cases: 0,
    expected: why === 'failed' ? 'did not reach its check (setup failed)' : 'not run (skipped)',
  }
}

/** The file's source records reliability checks (read once per run, per file). */
function recordsChecks(moduleId: string): boolean {
  try {
    return readFileSync(moduleId, 'utf8').includes('recordReliability(')
  } catch {
    return false
  }
}
