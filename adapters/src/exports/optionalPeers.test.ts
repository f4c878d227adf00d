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

/** The specifiers a file imports or re-exports at run time, and the files it loads with import().
 * `import { type A } from 'x'` counts: with verbatimModuleSyntax it stays `import {} from 'x'`. */
const parsed = new Map<string, ReturnType<typeof parseImports>>()
const importsOf = (file: string) => {
  const known = parsed.get(file) ?? parseImports(file)
  parsed.set(file, known)
  return known
}

function parseImports(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const statically: string[] = []
  const lazily: { specifier: string; throughLoadPeer: boolean }[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      statically.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      statically.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  const visit = (node: ts.Node) => {
    const [argument] = ts.isCallExpression(node) ? node.arguments : []
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      argument &&
      ts.isStringLiteralLike(argument)
    ) {
      lazily.push({ specifier: argument.text, throughLoadPeer: insideLoadPeer(node) })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { statically, lazily }
}

/** The import() is the importer given to loadPeer: `loadPeer(entry, name, () => import(name))`. */
function insideLoadPeer(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      ts.isCallExpression(parent) &&
      ts.isIdentifier(parent.expression) &&
      parent.expression.text === 'loadPeer'
    ) {
      return true
    }
  }
  return false
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier)
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync)
  if (!found) throw new Error(`${relative(src, from)}: cannot resolve ${specifier}`)
  return found
}

/**
 * What an entry reaches: its files, statically or through import() of our own modules (each a
 * chunk of the build), the optional peers any of them imports statically, and the import() of an
 * optional peer that does not go through loadPeer.
 */
function reach(entry: string) {
  const files = new Set<string>()
  const staticPeers: string[] = []
  const bareLoads: string[] = []
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const { statically, lazily } = importsOf(file)
    for (const specifier of statically) {
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier))
      else if (isOptionalPeer(specifier)) staticPeers.push(`${relative(src, file)} → ${specifier}`)
    }
    for (const { specifier, throughLoadPeer } of lazily) {
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier))
      else if (isOptionalPeer(specifier) && !throughLoadPeer) {
        bareLoads.push(`${relative(src, file)} → import('${specifier}')`)
      }
    }
  }
  visit(entry)
  return { files, staticPeers, bareLoads }
}

/** Issue 31: an entry that exists for a peer imports it: only a wagmi host imports
 * `@airlock/adapters/wagmi`, and it has wagmi. */
const peersOfEntry: Readonly<Record<string, readonly string[]>> = {
  'wagmi.ts': ['wagmi/airlockConnector.ts → wagmi', 'wagmi/createWagmiConfig.ts → wagmi'],
}

const entries = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))

describe('optional peers load only when used', () => {
  it('knows the optional peers and the entries', () => {
    expect(optionalPeers).toContain('@solana/web3.js')
    expect(entries).toEqual(expect.arrayContaining(['solana.ts', 'bitcoin.ts', 'walletconnect.ts']))
  })

  it.each(entries)('%s and the chunks it loads import no optional peer statically', (entry) => {
    expect(reach(join(here, entry)).staticPeers).toEqual(peersOfEntry[entry] ?? [])
  })

  it.each(entries)('%s loads each optional peer through loadPeer', (entry) => {
    expect(reach(join(here, entry)).bareLoads).toEqual([])
  })

  it('the walk finds a static import when there is one (the tests-only Solana harness)', () => {
    const harness = join(src, 'solana/solanaTestHarness.ts')
    expect(reach(harness).staticPeers).toContain('solana/solanaTestHarness.ts → @solana/web3.js')
    // …and no entry reaches the harness.
    for (const entry of entries) expect(reach(join(here, entry)).files).not.toContain(harness)
  })
})
