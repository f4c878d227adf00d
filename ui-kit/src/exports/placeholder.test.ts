import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import * as entry from './placeholder'

it('exports exactly the placeholder surface', () => {
  expect(Object.keys(entry)).toMatchInlineSnapshot(`
    [
      "ConnectButtonPlaceholder",
    ]
  `)
})

const repo = resolve(import.meta.dirname, '..', '..', '..')
const workspaceOf: Record<string, string> = {
  '@airlock/core': 'core',
  '@airlock/ui-kit': 'ui-kit',
  '@airlock/react-hooks': 'react-hooks',
}

/** Every file and package the module reaches through its imports (type-only ones included). */
function reach(file: string, files = new Set<string>(), packages = new Set<string>()) {
  if (files.has(file)) return { files, packages }
  files.add(file)
  const source = readFileSync(file, 'utf8')
  for (const [, specifier = ''] of source.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
    if (specifier.startsWith('.')) {
      const base = join(dirname(file), specifier)
      const found = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext)
      reach(found.find((candidate) => exists(candidate)) ?? base, files, packages)
      continue
    }
    const [scope = '', name = '', ...rest] = specifier.split('/')
    const pkg = scope.startsWith('@') ? `${scope}/${name}` : scope
    const workspace = workspaceOf[pkg]
    if (!workspace) {
      packages.add(pkg)
      continue
    }
    // A package entry's source: `@airlock/<package>[/<entry>]` → src/exports/<entry>.ts (the
    // repository's own resolution, workspaceSources.ts).
    const subpath = scope.startsWith('@') ? rest : [name, ...rest]
    const entryName = subpath.length > 0 ? subpath.join('/') : 'index'
    reach(join(repo, workspace, 'src', 'exports', `${entryName}.ts`), files, packages)
  }
  return { files, packages }
}

function exists(path: string) {
  try {
    readFileSync(path)
    return true
  } catch {
    return false
  }
}

it('reaches no xstate, effect, viem or Radix: it paints before the widget loads (issue 10)', () => {
  const { files, packages } = reach(join(import.meta.dirname, 'placeholder.ts'))
  expect([...packages].sort()).toEqual([
    '@vanilla-extract/css',
    '@vanilla-extract/recipes',
    'react',
  ])
  expect([...files].some((file) => file.includes('/react-hooks/'))).toBe(false)
  expect([...files].some((file) => file.includes('/views/'))).toBe(false)
  // A handful of small files (the button, its styles, the theme contract, the catalogue with
  // the formats and brand names its locales share): a cap that fails when the placeholder
  // starts pulling in more.
  expect(files.size).toBeLessThan(17)
})
