import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { caipChains } from './caipChains'
import { walletByName, walletFixture } from './walletFixture'

const knownChains: readonly string[] = Object.values(caipChains)

describe('the wallet fixture', () => {
  it('has at least 110 wallets with distinct names', () => {
    expect(walletFixture.length).toBeGreaterThanOrEqual(110)
    expect(new Set(walletFixture.map((w) => w.name)).size).toBe(walletFixture.length)
  })

  it('gives each wallet the sha256 of its name as id and image id', () => {
    for (const wallet of walletFixture) {
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
      expect(wallet.id).toBe(createHash('sha256').update(wallet.name).digest('hex'))
      expect(wallet.image_id).toBe(wallet.id)
    }
  })

  it('builds the same list on every import (no randomness)', async () => {
    vi.resetModules()
    const fresh = await import('./walletFixture')
    expect(fresh.walletFixture).not.toBe(walletFixture)
    expect(fresh.walletFixture).toEqual(walletFixture)
  })

  it('lists the injected Airlock Test Wallet on the local EVM chains', () => {
    expect(walletByName('Airlock Test Wallet')).toMatchObject({
      rdns: 'dev.airlock.testwallet',
      chains: ['eip155:1', 'eip155:11155111'],
    })
  })

  it('lists the Airlock WalletConnect Test Wallet with its web app and deep link', () => {
    expect(walletByName('Airlock WalletConnect Test Wallet')).toMatchObject({
      rdns: null,
      webapp_link: 'http://127.0.0.1:5173/wallet/',
      mobile_link: 'airlockwallet://',
    })
  })

  it('uses only the known CAIP-2 chains, every one of them, at least one per wallet', () => {
    const used = new Set(walletFixture.flatMap((w) => w.chains))
    expect([...used].sort()).toEqual([...knownChains].sort())
    expect(walletFixture.every((w) => w.chains.length > 0)).toBe(true)
  })

  it('certifies about a third of the wallets', () => {
    const certified = walletFixture.filter((w) => w.badge_type === 'certified').length
    expect(certified / walletFixture.length).toBeGreaterThan(0.28)
    expect(certified / walletFixture.length).toBeLessThan(0.38)
    expect(walletFixture.every((w) => ['certified', 'none'].includes(w.badge_type))).toBe(true)
  })

  it('has an rdns (a reverse domain) or null', () => {
    const rdns = walletFixture.map((w) => w.rdns)
    expect(rdns).toContain(null)
    for (const value of rdns)
      if (value !== null) expect(value).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
  })

  it.each(['mobile_link', 'desktop_link', 'webapp_link'] as const)(
    'has wallets with and without a %s',
    (link) => {
      expect(walletFixture.some((w) => w[link] === null)).toBe(true)
      expect(walletFixture.some((w) => typeof w[link] === 'string')).toBe(true)
    },
  )

  it('walletByName finds a wallet by its exact name, and names the one it cannot find', () => {
    expect(walletByName('Phantom').chains).toContain(caipChains.solana)
    expect(() => walletByName('phantom')).toThrow('"phantom"')
  })
})
