// The one build every published package shares (decision 0023): ESM for ES2022, .d.ts and
// source maps, bundled or one file per module (decision 0037); dependencies and peers stay
// imports. Each package's tsdown.config.ts names its entries (the keys of its package.json
// exports) and what is its own.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { UserConfig } from 'tsdown'
import { type ModuleGroup, moduleGroups } from './moduleGroups'

export interface PackageBuild {
  /** The package folder. */
  readonly dir: string
  /** Entry names, each `src/exports/<name>.ts` built to `dist/<name>.js` (bundled) or
   * `dist/exports/<name>.js` (unbundled). */
  readonly entries: readonly string[]
  /** React packages: `"use client"` on top of each entry file, for Next.js server components. */
  readonly client?: boolean
  readonly plugins?: UserConfig['plugins']
  /** Modules given a chunk of their own (rolldown's codeSplitting groups), for hosts' splitting. */
  readonly chunks?: readonly { readonly name: string; readonly test: RegExp }[]
  /** One file per source module, so a host's bundler drops each module nothing uses. */
  readonly unbundle?: boolean
  /** Unbundled only: modules that ship as one file each group (moduleGroups.ts). */
  readonly groups?: readonly ModuleGroup[]
  /**
   * With groups: entries built as one file each, holding a copy of every module of the package
   * they import, for what a page runs before anything else of ours (decision 0011).
   */
  readonly standalone?: readonly string[]
}

const useClient = '"use client";'

export function packageBuild({
  dir,
  entries,
  client = false,
  plugins,
  chunks,
  unbundle = false,
  groups,
  standalone = [],
}: PackageBuild): UserConfig | UserConfig[] {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const external = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]
  const config: UserConfig = {
    cwd: dir,
    // Unbundled, dist/ mirrors src/ and an entry keeps its place (dist/exports/<name>.js):
    // named `<name>` at dist/'s top, an entry and a module of that name (src/adapter.ts) would
    // swap their declarations (decision 0024's rolldown-plugin-dts issue 268).
    entry: unbundle
      ? entries.map((name) => `src/exports/${name}.ts`)
      : Object.fromEntries(entries.map((name) => [name, `src/exports/${name}.ts`])),
    format: 'esm',
    ...(unbundle ? { unbundle: true, root: join(dir, 'src') } : {}),
    platform: 'browser',
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    sourcemap: true,
    // Chunk names without content hashes, so a build is the same from one run to the next.
    hash: false,
    tsconfig: join(dir, '..', 'tsconfig.build.json'),
    dts: { sourcemap: true },
    // A package's own dependencies, and subpaths of them (`react/jsx-runtime`), are never inlined.
    deps: {
      neverBundle: (id: string) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
    outputOptions: {
      // The stylesheet keeps its name: hosts import `@airlock/ui-kit/styles.css`.
      assetFileNames: '[name][extname]',
      // Shared chunks apart from the entries: without hashes, a chunk named like an entry took
      // its file name (index.d.ts) and the entry's declarations went to index2.d.ts, exported
      // under mangled names.
      chunkFileNames: 'chunks/[name].js',
      ...(chunks
        ? { codeSplitting: { includeDependenciesRecursively: false, groups: [...chunks] } }
        : {}),
      // Rolldown drops module directives when it bundles: the banner puts one back on top of each
      // JavaScript entry (never on a .d.ts, where a statement is an error).
      ...(client
        ? {
            banner: (chunk: { isEntry: boolean; fileName: string }) =>
              chunk.isEntry && chunk.fileName.endsWith('.js') ? useClient : '',
          }
        : {}),
    },
    plugins,
  }
  if (!unbundle || !groups) return config
  return withModuleGroups(config, dir, entries, groups, standalone)
}

/**
 * Decision 0037 (session 24): one file per module, but the modules a first paint needs in one
 * file. Vite 8's rolldown does not fold the small modules a page's entry shares with its lazy
 * chunks back into the entry (rolldown issues 9963, 10731): the README's host loaded 17 files
 * before its button, 13 of them our modules of a few hundred bytes each. The declarations keep
 * one file per module; the JavaScript is bundled with each module a chunk of its own name
 * (dist/ keeps its layout) but for the groups' modules, a chunk each group, and the standalone
 * entries, a file each with copies of what they import.
 */
function withModuleGroups(
  config: UserConfig,
  dir: string,
  entries: readonly string[],
  groups: readonly ModuleGroup[],
  standalone: readonly string[],
): UserConfig[] {
  const src = join(dir, 'src')
  const groupOf = moduleGroups(src, groups)
  const entryOf = (name: string) => [`exports/${name}`, `src/exports/${name}.ts`] as const
  const bundled = { ...config, unbundle: false, root: undefined, dts: false } as const
  const types: UserConfig = { ...config, dts: { sourcemap: true, emitDtsOnly: true } }
  const alone = standalone.map(
    (name): UserConfig => ({
      ...bundled,
      entry: Object.fromEntries([entryOf(name)]),
      outputOptions: { ...config.outputOptions, codeSplitting: false },
    }),
  )
  const code: UserConfig = {
    ...bundled,
    entry: Object.fromEntries(entries.filter((name) => !standalone.includes(name)).map(entryOf)),
    outputOptions: {
      ...config.outputOptions,
      chunkFileNames: '[name].js',
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [
          {
            name: (id, context) => {
              const path = relative(src, id)
              if (path.startsWith('..') || !/\.tsx?$/.test(path) || path.startsWith('exports/')) {
                return null
              }
              return groupOf(id, context) ?? path.replace(/\.tsx?$/, '')
            },
          },
        ],
      },
    },
  }
  return [types, code, ...alone]
}
