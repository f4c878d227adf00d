// @airlock/adapters/cosmos: the cosmos adapter (Keplr-style injected wallets).
export {
  type CosmosAdapter,
  type CosmosAdapterOptions,
  createCosmosAdapter,
} from '../cosmos/cosmosAdapter'
export { type Keplr, type KeplrKey, keplrInjections, type StdSignature } from '../cosmos/keplr'
export type { WalletTimeouts } from '../injected/walletCall'
