// Issue 30 (1): the committed marks are what the generator writes from the pinned icon sets, so
// an upgrade of either (or a hand edit) shows here until the files are written again.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { generateMarks } from '../../scripts/generateMarks.mjs'

describe('the bundled marks', () => {
  it('are the generator’s output', () => {
    const files = generateMarks() as Record<string, string>
    const names = Object.keys(files)
    expect(names.filter((file) => !file.startsWith('networks/')).sort()).toEqual([
      'chainMarks.generated.ts',
      'networkMarkLoaders.generated.ts',
      'socialMarks.generated.ts',
      'walletConnectMark.generated.ts',
    ])
    expect(names).toContain('networks/ethereum.generated.ts')
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8'), file).toBe(text)
    }
  })

  it('cover every social provider, the built-in namespaces and their native tokens', async () => {
    const { socialMarks } = await import('./socialMarks.generated')
    const { networkMarks, tokenMarks } = await import('./chainMarks.generated')
    expect(Object.keys(socialMarks)).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    for (const key of ['eip155:1', 'eip155:11155111', 'solana', 'bip122', 'polkadot', 'cosmos']) {
      expect(networkMarks[key], key).toMatch(/^data:image\/svg\+xml,%3Csvg /)
    }
    for (const symbol of ['ETH', 'SOL', 'BTC', 'DOT', 'ATOM', 'USDC']) {
      expect(tokenMarks[symbol], symbol).toMatch(/^data:image\/svg\+xml,%3Csvg /)
    }
  })
})
