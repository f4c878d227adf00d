// Issue 30 (1): the committed marks are what the generator writes from the pinned icon sets, so
// an upgrade of either (or a hand edit) shows here until the files are written again.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { generateMarks } from '../../scripts/generateMarks.mjs'
import { socialProviderNames } from '../i18n/socialProviderNames'

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

  it('cover every social provider, every built-in network and its native token', async () => {
    const { socialMarks } = await import('./socialMarks.generated')
    const { networkMarks, tokenMarks } = await import('./chainMarks.generated')
    // Every provider the kit names (each SocialProvider indexes that list, so tsc keeps it whole).
    expect(Object.keys(socialMarks).sort()).toEqual(Object.keys(socialProviderNames).sort())
    // Every built-in network, by its CAIP-2 id or its namespace, and its native token.
    const { networks } = await import('@airlock/core')
    for (const network of networks) {
      const mark = networkMarks[network.caipNetworkId] ?? networkMarks[network.chainNamespace]
      expect(mark, network.name).toMatch(/^data:image\/svg\+xml,%3Csvg /)
    }
    const natives = new Set(networks.map((network) => network.nativeCurrency.symbol))
    for (const symbol of [...natives, 'USDC']) {
      expect(tokenMarks[symbol], symbol).toMatch(/^data:image\/svg\+xml,%3Csvg /)
    }
  })
})
