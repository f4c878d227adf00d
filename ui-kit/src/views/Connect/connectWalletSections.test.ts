import type { Connector, WalletListing } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { type ConnectWalletSectionsInput, connectWalletSections } from './connectWalletSections'

const connector = (id: string, type: Connector['type'], rdns?: string, name = id): Connector => ({
  id,
  name,
  type,
  chain: 'eip155',
  info: rdns ? { rdns } : undefined,
})
const listing = (id: string, rdns?: string): WalletListing => ({ id, name: id, rdns })

const walletConnect = connector('walletConnect', 'WALLET_CONNECT', undefined, 'WalletConnect')
const metaMask = connector('io.metamask', 'ANNOUNCED', 'io.metamask', 'MetaMask')
const browserWallet = connector('injected', 'INJECTED', undefined, 'Browser Wallet')
const ledger = connector('ledger', 'EXTERNAL', undefined, 'Ledger')
const embedded = connector('auth', 'AUTH')

const base: ConnectWalletSectionsInput = {
  connectors: [walletConnect, metaMask, browserWallet, ledger, embedded],
  recentWallets: [],
  featured: [],
  recommended: [],
  excludedWallets: [],
  isMobile: false,
}

const summary = (input: Partial<ConnectWalletSectionsInput>) =>
  connectWalletSections({ ...base, ...input }).map(
    (section) => `${section.type}: ${section.items.map((item) => item.name).join(', ')}`,
  )

describe('connectWalletSections (spec §2, §5)', () => {
  it("issue 29 (6): the host's custom wallets make the custom section, between featured and external", () => {
    expect(
      summary({
        featured: [listing('zerion')],
        custom: [listing('acme'), listing('zerion'), listing('metamask', 'io.metamask')],
      }),
    ).toEqual([
      'walletConnect: WalletConnect',
      'injected: MetaMask',
      'featured: zerion',
      // Listed once: zerion already is, and MetaMask is installed (its connector is the row).
      'custom: acme',
      'external: Ledger',
    ])
  })

  it("issue 29 (6): the host's connector order comes first, the rest after it in the §2 order", () => {
    expect(
      summary({ custom: [listing('acme')], orderOverrides: ['external', 'custom', 'nonsense'] }),
    ).toEqual([
      'external: Ledger',
      'custom: acme',
      'walletConnect: WalletConnect',
      'injected: MetaMask',
    ])
  })

  it('lists the §2 types in order, each only with entries; no embedded wallet', () => {
    expect(
      summary({
        recentWallets: [listing('rainbow')],
        featured: [listing('zerion')],
        recommended: [listing('trust'), listing('safe')],
      }),
    ).toEqual([
      'walletConnect: WalletConnect',
      'recent: rainbow',
      'injected: MetaMask',
      'featured: zerion',
      'external: Ledger',
      'recommended: trust, safe',
    ])
  })

  it('hides WalletConnect when the account is connected through it', () => {
    expect(summary({ connectedConnectorId: 'walletConnect' })[0]).toBe('injected: MetaMask')
  })

  it('lists a wallet once: recent before installed, installed before the directory', () => {
    expect(
      summary({
        recentWallets: [listing('mm-recent', 'io.metamask')],
        recommended: [listing('mm-directory', 'io.metamask'), listing('mm-recent'), listing('x')],
      }),
    ).toEqual([
      'walletConnect: WalletConnect',
      'recent: mm-recent',
      'external: Ledger',
      'recommended: x',
    ])
  })

  it('issue 28: a row that connects through an impersonated wallet says so, recent or installed', () => {
    const impersonated = { ...metaMask, info: { rdns: 'io.metamask', impersonated: true } }
    const flagged = (recentWallets: readonly WalletListing[]) =>
      connectWalletSections({
        ...base,
        connectors: [walletConnect, impersonated, ledger],
        recentWallets,
      }).flatMap((section) =>
        section.items.map((item) => `${section.type}:${item.name}:${item.impersonated === true}`),
      )
    expect(flagged([])).toContain('injected:MetaMask:true')
    expect(flagged([listing('mm-recent', 'io.metamask')])).toContain('recent:mm-recent:true')
    expect(flagged([])).toContain('external:Ledger:false')
  })

  it('spec §5: hides excluded wallets by rdns or name, any case', () => {
    expect(
      summary({ excludedWallets: ['IO.METAMASK', 'Ledger'], recommended: [listing('ledger')] }),
    ).toEqual(['walletConnect: WalletConnect'])
  })

  it('spec §5: shows the generic Browser Wallet only on mobile with a wallet installed', () => {
    expect(summary({ isMobile: true })).toContain('injected: MetaMask, Browser Wallet')
    expect(summary({ isMobile: false })).toContain('injected: MetaMask')
  })

  it("lists other namespaces' injected extensions (no rdns) on desktop: they are named wallets", () => {
    const polkadot: Connector = {
      ...connector('polkadot-js', 'INJECTED', undefined, 'Polkadot{.js}'),
      chain: 'polkadot',
    }
    const keplr: Connector = {
      ...connector('keplr', 'INJECTED', undefined, 'Keplr'),
      chain: 'cosmos',
    }
    expect(summary({ connectors: [polkadot, keplr], isMobile: false })).toEqual([
      'injected: Polkadot{.js}, Keplr',
    ])
  })

  it('issue 30 (2): with a row limit the directory wallets give way, featured first; connectors stay', () => {
    const directory = {
      featured: [listing('zerion'), listing('rainbow')],
      recommended: [listing('trust'), listing('safe')],
    }
    expect(summary({ ...directory, maxRows: 5 })).toEqual([
      'walletConnect: WalletConnect',
      'injected: MetaMask',
      'featured: zerion, rainbow',
      'external: Ledger',
    ])
    expect(summary({ ...directory, maxRows: 6 })).toEqual([
      'walletConnect: WalletConnect',
      'injected: MetaMask',
      'featured: zerion, rainbow',
      'external: Ledger',
      'recommended: trust',
    ])
    // Fewer rows than the page's connectors: every connector is still listed, no directory one.
    expect(summary({ ...directory, maxRows: 2 })).toEqual([
      'walletConnect: WalletConnect',
      'injected: MetaMask',
      'external: Ledger',
    ])
    expect(summary(directory)).toHaveLength(5)
  })
})
