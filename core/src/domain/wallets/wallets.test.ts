import { describe, expect, it } from 'vitest'
import { orderSocials, visibleSocials } from './socialFilter'
import { filterExcludedWallets, shouldShowBrowserWallet } from './walletFilter'

const wallets = [
  { name: 'MetaMask', rdns: 'io.metamask' },
  { name: 'Rainbow', rdns: 'me.rainbow' },
  { name: 'Trust Wallet', rdns: null },
  { name: 'Phantom' },
]

describe('filterExcludedWallets (spec §5)', () => {
  it.each([
    [['io.metamask'], ['Rainbow', 'Trust Wallet', 'Phantom']],
    [['IO.METAMASK'], ['Rainbow', 'Trust Wallet', 'Phantom']],
    [['metamask'], ['Rainbow', 'Trust Wallet', 'Phantom']],
    [
      ['trust wallet', 'ME.Rainbow'],
      ['MetaMask', 'Phantom'],
    ],
    [
      ['io.metamask.flask', 'Meta'],
      ['MetaMask', 'Rainbow', 'Trust Wallet', 'Phantom'],
    ],
    [[], ['MetaMask', 'Rainbow', 'Trust Wallet', 'Phantom']],
  ])('excluding %j leaves %j', (excluded, names) => {
    expect(filterExcludedWallets(wallets, excluded).map((w) => w.name)).toEqual(names)
  })
})

describe('shouldShowBrowserWallet (spec §5)', () => {
  it.each([
    [false, 'io.metamask', true, false],
    [false, undefined, false, false],
    [true, undefined, false, false],
    [true, '', false, false],
    [true, 'io.metamask', false, true],
    [true, undefined, true, true],
  ])('mobile=%s rdns=%j installed=%s → %s', (isMobile, rdns, hasInstalledWallet, shown) => {
    expect(shouldShowBrowserWallet({ isMobile, rdns, hasInstalledWallet })).toBe(shown)
  })
})

describe('socials (spec §5, §9)', () => {
  const all = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

  it.each([
    ['ios', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['mac', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['android', ['google', 'farcaster', 'discord', 'apple', 'github']],
    ['other', [...all]],
  ] as const)('inside Telegram on %s shows %j', (platform, shown) => {
    expect(visibleSocials(all, { isTelegram: true, platform })).toEqual(shown)
  })

  it('outside Telegram hides nothing, whatever the platform', () => {
    expect(visibleSocials(all, { isTelegram: false, platform: 'android' })).toEqual(all)
  })

  it('orders socials google, x, farcaster, discord, apple, github, facebook', () => {
    expect(orderSocials(['facebook', 'apple', 'google', 'x', 'google'])).toEqual([
      'google',
      'x',
      'apple',
      'facebook',
    ])
  })
})
