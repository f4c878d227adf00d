// Issue 24: each packed tarball, as the registry would get it, passes publint (no errors) and
// Are the Types Wrong (`attw --profile esm-only`: the packages are ESM only, so node10 and
// CommonJS resolution are out of scope; the kit's `./styles.css` has no types to check).
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { describe, expect, it } from 'vitest'
import { publishedPackages, repositoryRoot, tarballOf } from './harness/packedPackages'

const run = promisify(execFile)

// attw's esm-only profile (@arethetypeswrong/cli profiles.js): problems under these resolutions
// do not count. Its JSON lists every problem; the profile only sets the exit code.
const ignoredResolutions = ['node10', 'node16-cjs']

interface AttwProblem {
  readonly kind: string
  readonly entrypoint?: string
  readonly resolutionKind?: string
}
interface AttwReport {
  readonly analysis: { readonly types: false | { readonly kind: string } }
  readonly problems?: Readonly<Record<string, readonly AttwProblem[]>>
}

async function attw(tarball: string): Promise<AttwReport> {
  const attwBin = join(repositoryRoot, 'node_modules', '.bin', 'attw')
  const args = [tarball, '--profile', 'esm-only', '--format', 'json']
  const options = { maxBuffer: 64 * 1024 * 1024 }
  // It exits 1 when it finds problems; the report is on stdout either way.
  const stdout = await run(attwBin, [...args, '--exclude-entrypoints', 'styles.css'], options).then(
    (result) => result.stdout,
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`attw failed: ${error.stderr ?? ''}`)
      return error.stdout
    },
  )
  return JSON.parse(stdout) as AttwReport
}

describe.each(publishedPackages)('the packed @airlock/%s', (name) => {
  it('publint reports no errors', async () => {
    const tarball = await readFile(tarballOf(name))
    const bytes = tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength)
    const { messages, pkg } = await publint({ pack: { tarball: bytes }, level: 'error' })
    const errors = messages.map((message) => formatMessage(message, pkg, { color: false }))
    expect(errors).toEqual([])
  })

  it('attw --profile esm-only reports no problems', async () => {
    const report = await attw(tarballOf(name))
    expect(report.analysis.types, 'attw found no types in the package').not.toBe(false)
    const problems = Object.values(report.problems ?? {})
      .flat()
      .filter((problem) => !ignoredResolutions.includes(problem.resolutionKind ?? ''))
      .map(
        (problem) =>
          `${problem.kind} at ${problem.entrypoint ?? '(package)'} (${problem.resolutionKind ?? 'any'})`,
      )
    expect(problems).toEqual([])
  })
})
