// Decision 0037 from a host's side: which modules a production build loads before its first
// paint (the page's entry script and what it preloads, index.html's own list), read from the
// build's source maps. A second build with `--sourcemap` splits the same way as the host's.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { viteBuild } from './viteCli'

/** Where the build with source maps goes (`vite preview --outDir` serves it). */
export const sourceMappedOutDir = 'dist-sourcemaps'

/** The build with source maps, made once a consumer folder. */
const builds = new Map<string, Promise<void>>()
export function sourceMappedBuild(dir: string): Promise<void> {
  let build = builds.get(dir)
  if (!build) {
    build = viteBuild(dir, ['--sourcemap', '--outDir', sourceMappedOutDir])
    builds.set(dir, build)
  }
  return build
}

/** The source paths of the modules in the build's `assets/…js` scripts, from their maps. */
export async function modulesOfScripts(
  dir: string,
  scripts: readonly string[],
): Promise<readonly string[]> {
  await sourceMappedBuild(dir)
  const built = join(dir, sourceMappedOutDir)
  const sources = await Promise.all(
    scripts.map(async (script) => {
      // Rolldown's runtime and Vite's preload helper are written without a map.
      const map = await readFile(join(built, `${script}.map`), 'utf8').catch(() => undefined)
      return map ? (JSON.parse(map) as { sources: string[] }).sources : []
    }),
  )
  return sources.flat()
}

/** The source paths of every module the consumer's index.html loads up front. */
export async function firstPaintModules(dir: string): Promise<readonly string[]> {
  await sourceMappedBuild(dir)
  const html = await readFile(join(dir, sourceMappedOutDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  )
  return modulesOfScripts(dir, scripts)
}

/** What decision 0037 loads after the first paint: the machines and xstate, effect's runtime
 * and Schema, viem's clients, the adapters' implementations, the widget's start. */
export const heavyModule =
  /\/xstate\/|\/effect\/dist\/(Effect|Schema|internal\/effect)\.js$|\.machine\.js$|\/viem\/_esm\/clients\/|\/adapters\/dist\/evm\/evmAdapter\.js$|\/widget\/startWidget\.js$/

/** Issue 27: what a page that only opens the modal never loads: the account's flows (send, pay,
 * activity, smart sessions, swap, on-ramp) and, without an embedded wallet, that wallet's. */
export const flowOnFirstUseModule =
  /\/core\/dist\/flows\/(accountFlows|(send|pay|activity|smartSessions|swap|onramp)\/\w+\.machine|embeddedWallet\/(embeddedFlows|\w+\.machine))\.js$/

/** A module's package and path in its dist/ (`core/firstPaint.js`), for the packages that ship
 * a first paint's modules as one file (decision 0037, session 24): the core and the hooks. */
export const groupedModuleOf = (source: string): string | undefined => {
  const match = source.match(/@airlock\/(core|react-hooks)\/dist\/(.+)$/)
  return match ? `${match[1]}/${match[2]}` : undefined
}
