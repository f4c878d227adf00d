// decision 0024: each published package's API report (every entry's names, kinds and
// signatures) is checked in, so a change to a surface shows in review. One program for all the
// entries: about 15 s on the 2-core machine, 30 s while other suites load it.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { apiReports, reportFile, writeCommand } from './apiReport'

const lines = (text: string) => new Set(text.split('\n'))
const checkedIn = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

it('every api-report.md is what the entries export', { timeout: 90_000 }, () => {
  const differences = [...apiReports()].flatMap(([pkg, fresh]) => {
    const current = checkedIn(reportFile(pkg))
    if (current === fresh) return []
    const before = lines(current)
    const after = lines(fresh)
    const removed = [...before].filter((line) => !after.has(line)).map((line) => `- ${line}`)
    const added = [...after].filter((line) => !before.has(line)).map((line) => `+ ${line}`)
    return [`${pkg}/api-report.md:`, ...removed, ...added].map((line) => line.slice(0, 200))
  })
  expect(
    differences,
    `The API reports are out of date: run \`${writeCommand}\` and review the diff.`,
  ).toEqual([])
})
