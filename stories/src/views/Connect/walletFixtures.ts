// Story data for the wallet views: connectors as adapters announce them and wallets as the
// directory lists them (spec §3). Images are small inline SVGs, so stories need no network.
import type { Connector, WalletListing } from '@airlock/core'

const hues = [262, 200, 24, 140, 320, 48, 180, 0, 90, 230]

/** A square logo of one colour with the name's first letter. */
export function logo(name: string, index: number): string {
  const hue = hues[index % hues.length] ?? 262
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="hsl(${hue} 60% 45%)"/><text x="40" y="52" font-family="sans-serif" font-size="36" font-weight="700" fill="white" text-anchor="middle">${name[0] ?? '?'}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const walletConnectConnector: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  imageUrl: logo('WalletConnect', 1),
}

export const testWalletConnector: Connector = {
  id: 'dev.airlock.testwallet',
  name: 'Airlock Test Wallet',
  type: 'ANNOUNCED',
  info: { rdns: 'dev.airlock.testwallet' },
  chain: 'eip155',
  imageUrl: logo('Airlock', 0),
}

export const rabbyConnector: Connector = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'ANNOUNCED',
  info: { rdns: 'io.rabby' },
  chain: 'eip155',
  imageUrl: logo('Rabby', 3),
}

export const ledgerConnector: Connector = {
  id: 'ledger',
  name: 'Ledger',
  type: 'EXTERNAL',
  chain: 'eip155',
}

export const storyConnectors: readonly Connector[] = [
  walletConnectConnector,
  testWalletConnector,
  rabbyConnector,
  ledgerConnector,
]

const names = [
  'MetaMask',
  'Trust Wallet',
  'Coinbase Wallet',
  'Rainbow',
  'Phantom',
  'Ledger Live',
  'OKX Wallet',
  'Zerion',
  'Uniswap Wallet',
  'Safe',
  'Argent',
  'Exodus',
  'Rabby Wallet',
  'Bitget Wallet',
  'imToken',
  'TokenPocket',
  'SafePal',
  'Keplr',
  'Xverse',
  'Leather',
  'Solflare',
  'Backpack',
  'Talisman',
  'SubWallet',
  'Nova Wallet',
  'Frame',
  'Zengo',
  'Crypto.com Onchain',
  'Binance Web3 Wallet',
  '1inch Wallet',
  'UniSat',
  'Magic Eden',
  'Brave Wallet',
  'Enkrypt',
  'Taho',
  'Coin98 Super Wallet',
  'MathWallet',
  'Bitski',
  'Rainbow Extension with a rather long name that must not overflow',
  'Obvious',
]

/** 40 directory wallets (one page, spec §9), some with images and some without. */
export const directoryWallets: readonly WalletListing[] = names.map((name, index) => ({
  id: `wallet-${index}`,
  name,
  rdns: name === 'Rabby Wallet' ? 'io.rabby' : null,
  // Every third wallet has no image: its initials show (spec §9 image fallback).
  image_url: index % 3 === 2 ? undefined : logo(name, index),
}))

export const airlockTestListing: WalletListing = {
  id: 'airlock-test',
  name: 'Airlock Test Wallet',
  rdns: 'dev.airlock.testwallet',
  image_url: logo('Airlock', 0),
}

export const metaMask = directoryWallets[0] as WalletListing
export const rainbow = directoryWallets[3] as WalletListing
export const recommendedWallets: readonly WalletListing[] = directoryWallets.slice(0, 4)
