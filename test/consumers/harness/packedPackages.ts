// The four published packages as a host gets them: built (when a source changed since the last
// build) and packed with `npm pack` into .artifacts/packs/. Consumers install these tarballs,
// never workspace links (issue 24).
import { execFile } from 'node:child_process'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
// @ts-expect-error: a plain .mjs script of the repo's, without declarations.
import { ensureBuilt } from '../../../docs/scripts/ensureBuilt.mjs'

const run = promisify(execFile)

export const repositoryRoot = join(import.meta.dirname, '..', '..', '..')
export const packsDir = join(repositoryRoot, '.artifacts', 'packs')
export const publishedPackages = ['core', 'adapters', 'react-hooks', 'ui-kit'] as const
export type PublishedPackage = (typeof publishedPackages)[number]

/** `@airlock/<name>` → the tarball `npm pack` wrote for it. */
export type PackedPackages = Readonly<Record<PublishedPackage, string>>

/** The tarball path of a package, once {@link packPackages} has run. */
export function tarballOf(name: PublishedPackage): string {
  return join(packsDir, `airlock-${name}-0.1.0.tgz`)
}

export async function packPackages(): Promise<PackedPackages> {
  ;(ensureBuilt as (root: string) => void)(repositoryRoot)
  await rm(packsDir, { recursive: true, force: true })
  await mkdir(packsDir, { recursive: true })
  await Promise.all(
    publishedPackages.map((name) =>
      run('npm', ['pack', '--silent', '--pack-destination', packsDir], {
        cwd: join(repositoryRoot, name),
      }),
    ),
  )
  return Object.fromEntries(publishedPackages.map((name) => [name, tarballOf(name)])) as Record<
    PublishedPackage,
    string
  >
}
