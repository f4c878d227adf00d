import { describe, expect, it } from 'vitest'
import { defaultFeatures, resolveFeatures } from './features'

describe('feature toggles (spec §1, §9 defaults)', () => {
  it('defaults: email on, activity on, the seven socials in the §9 social order', () => {
    const features = resolveFeatures()
    expect(features.email).toBe(true)
    expect(features.activity).toBe(true)
    // spec §9's words: "Social order: google, x, farcaster, discord, apple, github, facebook".
    expect(features.socials.join(', ')).toBe(
      'google, x, farcaster, discord, apple, github, facebook',
    )
  })

  it('lists every toggle of spec §1', () => {
    expect(Object.keys(defaultFeatures).sort()).toEqual(
      [
        'receive',
        'send',
        'onramp',
        'swaps',
        'email',
        'socials',
        'activity',
        'analytics',
        'allWallets',
        'legalCheckbox',
        'smartSessions',
        'pay',
      ].sort(),
    )
  })

  it('takes the host overrides, orders the chosen socials, and turns socials off with false', () => {
    expect(resolveFeatures({ swaps: false }).swaps).toBe(false)
    expect(resolveFeatures({ socials: ['github', 'google'] }).socials).toEqual(['google', 'github'])
    expect(resolveFeatures({ socials: false }).socials).toEqual([])
  })
})
