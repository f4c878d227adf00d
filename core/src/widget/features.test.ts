import { describe, expect, it } from 'vitest'
import { defaultFeatures, remoteToggles, resolveFeatures, withRemoteFeatures } from './features'

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

describe('the remote config’s features (issue 29 (1), decision 0041)', () => {
  const remote = (
    entries: [string, { isEnabled: boolean; config?: unknown }][],
  ): ReadonlyMap<string, { isEnabled: boolean; config?: unknown }> => new Map(entries)

  it('maps activity, swap, onramp and social_login to toggles; a provider list must name one', () => {
    expect(
      remoteToggles(
        remote([
          ['activity', { isEnabled: false }],
          ['swap', { isEnabled: true, config: ['1inch'] }],
          ['onramp', { isEnabled: true, config: [] }],
          ['social_login', { isEnabled: true, config: ['github', 'email', 42, 'google'] }],
          ['reown_branding', { isEnabled: true }],
        ]),
      ),
    ).toEqual({ activity: false, swaps: true, onramp: false, socials: ['github', 'google'] })
    expect(remoteToggles(remote([['social_login', { isEnabled: false, config: ['x'] }]]))).toEqual({
      socials: [],
    })
    expect(remoteToggles(remote([]))).toEqual({})
  })

  it('what the host set wins; the remote config fills the rest; the defaults what neither names', () => {
    const features = withRemoteFeatures(
      { activity: true, swaps: undefined },
      remote([
        ['activity', { isEnabled: false }],
        ['swap', { isEnabled: false }],
        ['social_login', { isEnabled: true, config: ['github', 'google'] }],
      ]),
    )
    expect(features).toMatchObject({
      activity: true,
      swaps: false,
      onramp: true,
      email: true,
      socials: ['google', 'github'],
    })
    expect(withRemoteFeatures({ socials: false }, remote([])).socials).toEqual([])
  })
})
