// Decision 0037 from a host's side: which modules a production build loads before its first
// paint (the page's entry script and what it preloads, index.html's own list), read from the
// build's source maps. A second build with `--sourcemap` splits the same way as the host's.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { viteBuild } from './viteCli'

const outDir = 'dist-sourcemaps'

/** The source paths of every module the consumer's index.html loads up front. */
export async function firstPaintModules(dir: string): Promise<readonly string[]> {
  await viteBuild(dir, ['--sourcemap', '--outDir', outDir])
  const built = join(dir, outDir)
  const html = await readFile(join(built, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  )
  const sources = await Promise.all(
    scripts.map(async (script) => {
      // Rolldown's runtime and Vite's preload helper are written without a map.
      const map = await readFile(join(built, `${script}.map`), 'utf8').catch(() => undefined)
      return map ? (JSON.parse(map) as { sources: string[] }).sources : []
    }),
  )
  return sources.flat()
}

/** What decision 0037 loads after the first paint: the machines and xstate, effect's runtime
 * and Schema, viem's clients, the adapters' implementations, the widget's start. */
export const heavyModule =
  /\/xstate\/|\/effect\/dist\/(Effect|Schema|internal\/effect)\.js$|\.machine\.js$|\/viem\/_esm\/clients\/|\/adapters\/dist\/evm\/evmAdapter\.js$|\/widget\/startWidget\.js$/
