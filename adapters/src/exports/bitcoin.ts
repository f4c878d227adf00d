// @airlock/adapters/bitcoin: the bip122 adapter (Bitcoin Wallet Standard wallets).
export type { BlockchainApiOptions } from '../bitcoin/apiBalance'
export {
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  createBitcoinAdapter,
} from '../bitcoin/bitcoinAdapter'
export type { WalletsSource } from '../bitcoin/discovery'
export type { WalletTimeouts } from '../injected/walletCall'
export { MissingPeerDependencyError } from '../peers/missingPeerDependencyError'
