// Wallet Standard discovery of Bitcoin wallets. By default the page's registry
// (@wallet-standard/app getWallets: the `wallet-standard:register-wallet` / `app-ready` window
// events), shared with every other library on the page and loaded on first use
// (../peers/pageWallets). A wallet is a connector when it has `bitcoin:connect` and serves one
// of the configured networks.
import type { CaipNetwork, Connector } from '@airlock/core/adapter'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { standardWalletConnector } from '../injected/standardWalletConnector'
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

export function bitcoinConnector(wallet: Wallet, networks: readonly CaipNetwork[]): Connector {
  return standardWalletConnector(wallet, 'bip122', networksOfWallet(wallet.chains, networks))
}
