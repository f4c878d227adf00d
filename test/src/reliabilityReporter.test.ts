import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TestModule } from 'vitest/node'
import type { ReliabilityRecord } from '../reliability/reliabilityRecord'
import ReliabilityReporter from './reliabilityReporter'

type State = 'passed' | 'failed' | 'skipped'

/** The parts of Vitest's TestModule the reporter reads. */
function testModule(
  moduleId: string,
  tests: { name: string; state: State; record?: ReliabilityRecord }[],
  state: State = 'passed',
): TestModule {
  const cases = tests.map((test) => ({
    fullName: test.name,
    meta: () => ({ reliability: test.record }),
    result: () => ({ state: test.state }),
  }))
  return {
    moduleId,
    state: () => state,
    children: { allTests: () => cases[Symbol.iterator]() },
  } as unknown as TestModule
}

const record = (tried: string): ReliabilityRecord => ({
  area: 'fault',
  tried,
  cases: 1,
  expected: 'typed error',
})

function printed(modules: TestModule[]): string {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  new ReliabilityReporter().onTestRunEnd(modules)
  return write.mock.calls.map(([chunk]) => String(chunk)).join('')
}

describe('the reliability table', () => {
  afterEach(() => vi.restoreAllMocks())

  it('counts recorded checks and marks a failed one', () => {
    const out = printed([
      testModule('/repo/test/reliability/faults/a.test.ts', [
        { name: 'a', state: 'passed', record: record('API 500') },
        { name: 'b', state: 'failed', record: record('API hang') },
      ]),
    ])
    expect(out).toContain('1 of 2 checks survived')
    expect(out).toMatch(/API 500 .*\| survived \|/)
    expect(out).toMatch(/API hang .*\| FAILED +\|/)
  })

  it('a reliability check that failed before recording itself still has a row', () => {
    const out = printed([
      testModule('/repo/test/reliability/faults/a.test.ts', [
        { name: 'a', state: 'passed', record: record('API 500') },
        { name: 'the relay drops', state: 'failed' },
      ]),
      testModule('/repo/test/reliability/faults/b.test.ts', [], 'failed'),
    ])
    expect(out).toContain('1 of 3 checks survived')
    expect(out).toMatch(/the relay drops .*did not reach its check/)
    expect(out).toContain('/repo/test/reliability/faults/b.test.ts')
  })

  it('ignores failures outside reliability files, and prints nothing without any check', () => {
    expect(printed([testModule('/repo/core/x.test.ts', [{ name: 'x', state: 'failed' }])])).toBe('')
  })

  it('issue 32: a skipped check has a SKIPPED row and is counted, a recorded one too', () => {
    const out = printed([
      testModule('/repo/test/reliability/faults/a.test.ts', [
        { name: 'a', state: 'passed', record: record('API 500') },
        { name: 'the relay hangs', state: 'skipped' },
      ]),
      testModule('/repo/test/e2e/x.e2e.test.ts', [
        { name: 'b', state: 'skipped', record: record('a hostile frame') },
      ]),
    ])
    expect(out).toContain('1 of 3 checks survived')
    expect(out).toMatch(/the relay hangs .*not run \(skipped\) .*\| SKIPPED +\|/)
    expect(out).toMatch(/a hostile frame .*\| SKIPPED +\|/)
  })

  it('issue 32: a file outside test/reliability/ that records checks, failing in its setup, has a row', () => {
    // Such a file, on disk: its text calls recordReliability.
    const here = join(mkdtempSync(join(tmpdir(), 'airlock-reliability-')), 'pageFaults.e2e.test.ts')
    writeFileSync(here, "it('the page loads', (context) => recordReliability(context, record))\n")
    const out = printed([
      testModule('/repo/test/reliability/faults/a.test.ts', [
        { name: 'a', state: 'passed', record: record('API 500') },
      ]),
      testModule(here, [{ name: 'the page loads', state: 'skipped' }], 'failed'),
    ])
    expect(out).toContain('1 of 3 checks survived')
    expect(out).toMatch(/the page loads .*\| SKIPPED +\|/)
    expect(out).toContain(here)
    expect(out).toMatch(/did not reach its check/)
  })

  it('a filtered run whose checks were all skipped prints nothing', () => {
    expect(
      printed([
        testModule('/repo/test/reliability/faults/a.test.ts', [{ name: 'a', state: 'skipped' }]),
      ]),
    ).toBe('')
  })
})
