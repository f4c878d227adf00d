// Issue 26 "measured by reading" (decision 0028): docs/reading/connect-path.md walks a newcomer
// from a click on a wallet row in the Connect view to the rendered address, a file a row. This
// keeps the page the code's: each file is there and holds the text that hands over to the next,
// a module called shared is imported by at least three files, and the counts it states are its
// table's.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const page = readFileSync(join(repo, 'docs/reading/connect-path.md'), 'utf8')
const kinds = ['own', 'shared', 'widget', 'seam'] as const
type Kind = (typeof kinds)[number]

interface Step {
  readonly file: string
  readonly handsOver: string
  readonly kind: Kind
}

const isKind = (text: string): text is Kind => (kinds as readonly string[]).includes(text)

/** The table's rows: `| n | \`file\` | \`text\` | kind |`. */
function stepsOf(markdown: string): Step[] {
  const row = /^\| \d+ \| `([^`]+)` \| `(.+)` \| (\w+) \|$/
  return markdown.split('\n').flatMap((line) => {
    const match = row.exec(line)
    if (!match) return []
    const [, file = '', handsOver = '', kind = ''] = match
    if (!isKind(kind)) throw new Error(`${file}: no kind '${kind}'`)
    return [{ file, handsOver, kind }]
  })
}

const sourceRoots = ['core/src', 'adapters/src', 'react-hooks/src', 'ui-kit/src']

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === 'exports' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\./.test(entry.name) ? [path] : []
  })
}

/** Each source file (no tests, stories or `exports/` entries) with the files it imports by
 * relative path, as the path each import may resolve to without its extension. */
function relativeImports(files: readonly string[]): Map<string, Set<string>> {
  return new Map(
    files.map((from) => [
      from,
      new Set(
        [...readFileSync(from, 'utf8').matchAll(/from '(\.[^']*)'/g)].map(([, specifier = '']) =>
          resolve(dirname(from), specifier),
        ),
      ),
    ]),
  )
}

/** The source files that import `file`. */
function importersOf(file: string, imports: Map<string, Set<string>>): string[] {
  const target = join(repo, file)
  const bases = [target.replace(/\.tsx?$/, ''), target.replace(/\/index\.ts$/, '')]
  return [...imports]
    .filter(([, imported]) => bases.some((base) => imported.has(base)))
    .map(([from]) => from)
}

const steps = stepsOf(page)

describe('docs/reading/connect-path.md', () => {
  it('has the walk as a table', () => {
    expect(steps.length).toBeGreaterThan(0)
    expect(new Set(steps.map((step) => step.file)).size).toBe(steps.length)
  })

  it.each(steps)('$file holds $handsOver', ({ file, handsOver }) => {
    const path = join(repo, file)
    expect(existsSync(path), `${file} is gone`).toBe(true)
    expect(readFileSync(path, 'utf8')).toContain(handsOver)
  })

  it('calls shared only what at least three source files import', () => {
    const imports = relativeImports(sourceRoots.flatMap((root) => sourceFiles(join(repo, root))))
    for (const step of steps.filter((candidate) => candidate.kind === 'shared')) {
      expect(importersOf(step.file, imports).length, step.file).toBeGreaterThanOrEqual(3)
    }
  })

  // Issue 26's 12 files: the page says what keeps every row, so a file added to the walk comes
  // with its reason.
  it('says what keeps each file on the walk, once', () => {
    const section = page.split('## What keeps each file on the walk')[1] ?? ''
    const named = [...section.matchAll(/\*\*([\d, ]+)\*\*/g)].flatMap(([, numbers = '']) =>
      numbers.split(',').map(Number),
    )
    expect(named.toSorted((a, b) => a - b)).toEqual(steps.map((_, index) => index + 1))
  })

  it("states its table's counts", () => {
    const count = (kind: Kind) => steps.filter((step) => step.kind === kind).length
    expect(page).toContain(
      `**Counts:** ${steps.length} files: ${count('own')} own, ${count('shared')} shared, ` +
        `${count('widget')} widget, ${count('seam')} seam.`,
    )
  })
})
