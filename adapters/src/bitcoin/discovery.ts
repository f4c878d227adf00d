// Wallet Standard discovery of Bitcoin wallets. By default the page's registry
// (@wallet-standard/app getWallets: the `wallet-standard:register-wallet` / `app-ready` window
// events), shared with every other library on the page and loaded on first use
// (../peers/pageWallets). A wallet is a connector when it has `bitcoin:connect` and serves one
// of the configured networks.
import type { CaipNetwork, Connector } from '@airlock/core/adapter'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { BitcoinConnect, type BitcoinConnectFeature, featureOf } from './bitcoinFeatures'
import { networksOfWallet } from './walletChains'

/** The part of @wallet-standard/app's `Wallets` that discovery reads. */
export type WalletsSource = Pick<Wallets, 'get' | 'on'>

export function isBitcoinWallet(wallet: Wallet, networks: readonly CaipNetwork[]): boolean {
  return (
    featureOf<BitcoinConnectFeature>(wallet, BitcoinConnect) !== undefined &&
    networksOfWallet(wallet.chains, networks).length > 0
  )
}

/** spec §3 Connector for a Wallet Standard wallet: its name is its id (it has no rdns). */
export function bitcoinConnector(wallet: Wallet, networks: readonly CaipNetwork[]): Connector {
  return {
    id: wallet.name,
    name: wallet.name,
    imageUrl: wallet.icon,
    type: 'ANNOUNCED',
    provider: wallet,
    chain: 'bip122',
    chains: networksOfWallet(wallet.chains, networks),
  }
}
