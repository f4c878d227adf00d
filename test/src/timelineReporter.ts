import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/** Where the run's timeline goes: one row per test file, in the order they started. */
export const timelinePath = join(import.meta.dirname, '..', '..', '.artifacts', 'test-timeline.tsv')

/**
 * Writes when each test file started and ended, in seconds from the start of the run, with its
 * project. The suite has a time budget on 2 cores (issue 24: 25 minutes): this shows where a run
 * waits (global setups, a long file left for last, one worker idle) rather than only how long
 * each file took.
 */
export default class TimelineReporter implements Reporter {
  private startedAt = performance.now()
  private readonly started = new Map<string, number>()
  private readonly rows: string[] = []

  onInit() {
    this.startedAt = performance.now()
  }

  onTestModuleStart(testModule: TestModule) {
    this.started.set(testModule.id, this.elapsed())
  }

  onTestModuleEnd(testModule: TestModule) {
    const start = this.started.get(testModule.id) ?? Number.NaN
    const end = this.elapsed()
    const file = testModule.relativeModuleId
    const row = [start, end, end - start].map((seconds) => seconds.toFixed(1))
    this.rows.push([...row, testModule.project.name, file].join('\t'))
  }

  onTestRunEnd() {
    const header = 'start_s\tend_s\ttook_s\tproject\tfile'
    const sorted = [...this.rows].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b))
    mkdirSync(join(timelinePath, '..'), { recursive: true })
    writeFileSync(timelinePath, `${[header, ...sorted].join('\n')}\n`)
  }

  private elapsed() {
    return (performance.now() - this.startedAt) / 1000
  }
}
