// A host's strict type-check of its own sources against the packed types: the consumer's tsc
// with each of its tsconfig files (`tsconfig.json`: moduleResolution bundler;
// `tsconfig.node16.json`: module and moduleResolution node16), skipLibCheck off. Incremental,
// with its build info kept in the consumer's install: checking every .d.ts of effect, viem and
// xstate took ~25 s of CPU per run; unchanged files keep their diagnostics, and the @airlock
// types (new tarballs) and the sources are checked again.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const run = promisify(execFile)

export const consumerTsconfigs = ['tsconfig.json', 'tsconfig.node16.json'] as const

export interface TypeCheckResult {
  readonly exitCode: number
  readonly output: string
}

export async function typeCheck(dir: string, tsconfig: string): Promise<TypeCheckResult> {
  const tsc = join(dir, 'node_modules', 'typescript', 'bin', 'tsc')
  const args = [tsc, '-p', tsconfig, '--noEmit', '--strict', '--skipLibCheck', 'false']
  const buildInfo = join('.airlock-tsc', tsconfig.replace(/\.json$/, '.tsbuildinfo'))
  const incremental = ['--incremental', '--tsBuildInfoFile', buildInfo, '--pretty', 'false']
  try {
    const { stdout, stderr } = await run(process.execPath, [...args, ...incremental], {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    })
    return { exitCode: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { exitCode: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

/** One test per tsconfig: tsc exits 0; its output is the failure message. */
export function typeCheckTests(consumerDir: () => string) {
  it.each(consumerTsconfigs)('strict tsc over its sources passes with %s', async (tsconfig) => {
    const { exitCode, output } = await typeCheck(consumerDir(), tsconfig)
    expect(exitCode, `tsc -p ${tsconfig}:\n${output}`).toBe(0)
  })
}
