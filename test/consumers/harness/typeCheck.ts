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

export interface TypeCheckOptions {
  /** Packages whose own declaration files fail the strict check whatever the host writes (their
   * types against the exact versions installed beside them, wagmi's against React Query's):
   * errors located in their .d.ts files are left aside. Every other error still fails, the
   * host's sources' and the @airlock declarations' alike. */
  readonly upstreamDeclarationErrors?: readonly string[]
}

/** tsc's errors (`--pretty false`: one line each, its details indented on the lines below). */
const errorLines = (output: string) =>
  output.split('\n').filter((line) => /^\S.*\berror TS\d+:/.test(line))

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether an error line is in a .d.ts file of one of `packages`, at any depth of node_modules. */
const inDeclarationsOf = (packages: readonly string[]) => {
  const names = packages.map(escaped).join('|')
  const pattern = new RegExp(
    `^(?:\\S*/)?node_modules/(?:${names})/\\S*\\.d\\.[cm]?ts\\(\\d+,\\d+\\): error`,
  )
  return (line: string) => packages.length > 0 && pattern.test(line)
}

/** One test per tsconfig: tsc exits 0 (or fails only in `upstreamDeclarationErrors`' files); its
 * output is the failure message. */
export function typeCheckTests(consumerDir: () => string, options: TypeCheckOptions = {}) {
  const upstream = options.upstreamDeclarationErrors ?? []
  const isUpstream = inDeclarationsOf(upstream)
  const aside = upstream.length > 0 ? ` (errors in ${upstream.join(', ')} declarations aside)` : ''
  it.each(consumerTsconfigs)(
    `strict tsc over its sources passes with %s${aside}`,
    async (tsconfig) => {
      const { exitCode, output } = await typeCheck(consumerDir(), tsconfig)
      const message = `tsc -p ${tsconfig}:\n${output}`
      const errors = errorLines(output)
      expect(
        errors.filter((line) => !isUpstream(line)),
        message,
      ).toEqual([])
      // A failure that printed no located error (a crash, a bad option) fails too.
      if (errors.length === 0) expect(exitCode, message).toBe(0)
    },
  )
}
