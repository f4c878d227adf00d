// Issue 31's guides, docs/guides/with-wagmi.md and with-viem-and-ethers.md, show the wagmi and
// ethers consumers' files (test/consumers/apps), which the consumers project installs, builds
// and drives: each code block under a `<!-- path -->` marker must be that file word for word.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const guides = {
  'with-wagmi.md': 'test/consumers/apps/wagmi-dapp',
  'with-viem-and-ethers.md': 'test/consumers/apps/ethers-dapp',
} as const

describe.each(Object.entries(guides))('the guide %s', (guide, app) => {
  const text = readFileSync(join(root, 'docs', 'guides', guide), 'utf8')
  const shown = [...text.matchAll(/<!-- (\S+) -->\n```\w*\n([\s\S]*?)```/g)].map(
    ([, path = '', code = '']) => ({ path, code }),
  )

  it(`shows files of ${app} only`, () => {
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter(({ path }) => !path.startsWith(`${app}/`))).toEqual([])
  })

  it.each(shown)('shows $path as it is', ({ path, code }) => {
    expect(code).toBe(readFileSync(join(root, path), 'utf8'))
  })
})
