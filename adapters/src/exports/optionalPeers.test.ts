// Requirement of the optional peers (package.json peerDependenciesMeta): no entry imports one
// at run time. Walks every entry's static imports through our own files (skipping `import type`
// and `export type`, which TypeScript erases, and import(), which loads on use) and fails on any
// import of an optional peer; those go through peers/loadPeer.ts at their point of use.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const src = resolve(here, '..')
const manifest = JSON.parse(readFileSync(resolve(src, '../package.json'), 'utf8')) as {
  peerDependenciesMeta: Record<string, { optional?: boolean }>
}
const optionalPeers = Object.entries(manifest.peerDependenciesMeta)
  .filter(([, meta]) => meta.optional)
  .map(([name]) => name)
const isOptionalPeer = (specifier: string) =>
  optionalPeers.some((name) => specifier === name || specifier.startsWith(`${name}/`))

/** The specifiers a file imports or re-exports at run time. `import { type A } from 'x'` counts:
 * with verbatimModuleSyntax it stays as `import {} from 'x'`, which loads x. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text]
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text]
    }
    return []
  })
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier)
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync)
  if (!found) throw new Error(`${relative(src, from)}: cannot resolve ${specifier}`)
  return found
}

/** Every optional peer the entry reaches statically, with the file that imports it. */
function staticPeerImports(entry: string) {
  const seen = new Set<string>()
  const found: string[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier))
      else if (isOptionalPeer(specifier)) found.push(`${relative(src, file)} → ${specifier}`)
    }
  }
  visit(entry)
  return { files: seen, found }
}

const entries = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))

describe('optional peers load only when used', () => {
  it('knows the optional peers and the entries', () => {
    expect(optionalPeers).toContain('@solana/web3.js')
    expect(entries).toEqual(expect.arrayContaining(['solana.ts', 'bitcoin.ts', 'walletconnect.ts']))
  })

  it.each(entries)('%s imports no optional peer statically', (entry) => {
    expect(staticPeerImports(join(here, entry)).found).toEqual([])
  })

  it('the walk finds a static import when there is one (the tests-only Solana harness)', () => {
    const harness = staticPeerImports(join(src, 'solana/solanaTestHarness.ts'))
    expect(harness.found).toContain('solana/solanaTestHarness.ts → @solana/web3.js')
    // …and the harness is reached from no entry.
    for (const entry of entries) {
      expect(staticPeerImports(join(here, entry)).files).not.toContain(harness)
    }
  })
})
