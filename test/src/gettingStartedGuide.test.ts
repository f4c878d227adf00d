// docs/guides/getting-started.md shows the consumer hosts' files (test/consumers/apps), which
// npm test installs, builds and drives: each code block under a `<!-- path -->` marker must be
// that file word for word, so the guide never shows code that no test runs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const guide = readFileSync(join(root, 'docs', 'guides', 'getting-started.md'), 'utf8')
const shown = [...guide.matchAll(/<!-- (\S+) -->\n```\w*\n([\s\S]*?)```/g)].map(
  ([, path = '', code = '']) => ({ path, code }),
)

describe('the getting-started guide', () => {
  it('shows the files of the Vite, Next.js and headless consumers', () => {
    const folders = shown.map(({ path }) => path.split('/').slice(0, 4).join('/'))
    expect(new Set(folders)).toEqual(
      new Set([
        'test/consumers/apps/vite-react18',
        'test/consumers/apps/next-app',
        'test/consumers/apps/headless',
      ]),
    )
  })

  it.each(shown)('shows $path as it is', ({ path, code }) => {
    expect(code).toBe(readFileSync(join(root, path), 'utf8'))
  })
})
