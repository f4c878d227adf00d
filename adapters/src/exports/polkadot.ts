// @airlock/adapters/polkadot: the polkadot adapter (injectedWeb3 extensions).
export type { WalletTimeouts } from '../injected/walletCall'
export type { InjectedAccount, InjectedExtension } from '../polkadot/injectedWeb3'
export {
  createPolkadotAdapter,
  type PolkadotAdapter,
  type PolkadotAdapterOptions,
} from '../polkadot/polkadotAdapter'
