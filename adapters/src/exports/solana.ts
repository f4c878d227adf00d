// @airlock/adapters/solana: the solana adapter (Wallet Standard wallets, web3.js reads and sends).

export { MissingPeerDependencyError } from '../peers/missingPeerDependencyError'
export {
  isSolanaWallet,
  type WalletsSource,
  walletsOnTarget,
} from '../solana/discovery'
export type { SolanaRpcEndpoint, SolanaRpcUrls } from '../solana/rpcEndpoint'
export { solanaSiwxVerifier } from '../solana/siwxVerifier'
export {
  createSolanaAdapter,
  type SolanaAdapter,
  type SolanaAdapterOptions,
} from '../solana/solanaAdapter'
