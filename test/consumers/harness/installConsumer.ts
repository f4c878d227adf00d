// A host outside the workspace: the consumer's own files (test/consumers/apps/<name>/) copied to
// ~/.cache/airlock-consumers/<name>/, with a package.json whose @airlock packages are the packed
// tarballs (copied beside it, so the manifest is the same from any checkout), then `npm install`.
// An install is kept between runs and checkouts (CI's fresh clone on this machine reuses it):
// only the @airlock packages are installed again when a tarball changed, and everything when the
// consumer's dependencies did.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  type PublishedPackage,
  publishedPackages,
  repositoryRoot,
  tarballOf,
} from './packedPackages'

const run = promisify(execFile)
const hashOf = (text: string | Buffer) => createHash('sha256').update(text).digest('hex')
// Outside the checkout: Node, Vite and tsc look for a package in every node_modules up the
// tree, so a consumer under the repository found what it lacked in the repository's own
// node_modules (the Solana adapter loaded the root's @solana/web3.js).
export const consumersDir =
  process.env.AIRLOCK_CONSUMERS_DIR ?? join(homedir(), '.cache', 'airlock-consumers')

export interface ConsumerManifest {
  /** The consumer's folder under {@link consumersDir} (and its sources' by default). */
  readonly name: string
  /** The folder under test/consumers/apps/ with its sources, when another consumer's: the same
   * app installed again on other versions (vite-react19 is vite-react18 on React 19). */
  readonly sources?: string
  /** The @airlock packages it installs (from their tarballs). */
  readonly airlock: readonly PublishedPackage[]
  /** Its other dependencies, exact versions from the registry. */
  readonly dependencies: Readonly<Record<string, string>>
  readonly devDependencies?: Readonly<Record<string, string>>
  readonly scripts?: Readonly<Record<string, string>>
}

const readOr = (path: string) => readFile(path, 'utf8').catch(() => '')

/** Installs the consumer (or keeps its install) and returns its folder. */
export async function installConsumer(manifest: ConsumerManifest): Promise<string> {
  const dir = join(consumersDir, manifest.name)
  const tarball = (name: PublishedPackage) => `file:.packs/airlock-${name}-0.1.0.tgz`
  const airlock = Object.fromEntries(
    manifest.airlock.map((name) => [`@airlock/${name}`, tarball(name)]),
  )
  const packageJson = {
    name: `airlock-consumer-${manifest.name}`,
    private: true,
    type: 'module',
    scripts: manifest.scripts ?? {},
    dependencies: { ...airlock, ...manifest.dependencies },
    devDependencies: manifest.devDependencies ?? {},
    // A package's own @airlock dependencies (the kit's core, say) come from the tarballs too:
    // they are on no registry.
    overrides: Object.fromEntries(
      (['core', 'react-hooks'] as const).map((name) => [`@airlock/${name}`, tarball(name)]),
    ),
  }
  const manifestText = `${JSON.stringify(packageJson, null, 2)}\n`
  const tarballs = await Promise.all(
    manifest.airlock.map(async (name) => hashOf(await readFile(tarballOf(name)))),
  )
  const dependenciesKey = hashOf(manifestText)
  const airlockKey = hashOf(tarballs.join())
  const stampPath = join(dir, '.airlock-install.json')
  const stamp = JSON.parse((await readOr(stampPath)) || '{}') as Record<string, string>

  await mkdir(join(dir, '.packs'), { recursive: true })
  await Promise.all(
    publishedPackages.map((name) =>
      copyFile(tarballOf(name), join(dir, '.packs', `airlock-${name}-0.1.0.tgz`)),
    ),
  )
  const sources = join(
    repositoryRoot,
    'test',
    'consumers',
    'apps',
    manifest.sources ?? manifest.name,
  )
  await cp(sources, dir, { recursive: true })
  if (stamp.dependencies !== dependenciesKey) {
    await rm(join(dir, 'node_modules'), { recursive: true, force: true })
    await rm(join(dir, 'package-lock.json'), { force: true })
  } else if (stamp.airlock !== airlockKey) {
    await rm(join(dir, 'node_modules', '@airlock'), { recursive: true, force: true })
    await rm(join(dir, 'package-lock.json'), { force: true })
  } else {
    return dir
  }
  await writeFile(join(dir, 'package.json'), manifestText)
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  })
  await writeFile(stampPath, JSON.stringify({ dependencies: dependenciesKey, airlock: airlockKey }))
  return dir
}
