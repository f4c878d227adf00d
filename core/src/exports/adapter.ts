// @airlock/core/adapter: the contract for adapter authors (decision 0024). createAdapter and
// ChainAdapter with its parameter, event and error types, external connectors, the auth
// connector, and what an adapter needs of the domain: the errors it returns (wallet, node,
// transaction), the CAIP and per-namespace address helpers, the spec §6 wallet method classes.
// Networks and createSiwx are in @airlock/core. Only a list, grouped by the defining file; a
// file whose every name belongs here is re-exported whole (`export *`).

export {
  type AdapterEvent,
  AdapterUnavailableError,
  type ChainAdapter,
  type Connected,
  ConnectorNotFoundError,
  type ConnectParameters,
  createAdapter,
  type Eip1193Provider,
  type ExternalConnector,
  externalConnector,
  type MissingPeerDependency,
  type PairingSource,
  type RequestParameters,
  type TransferError,
  type TransferFeeParameters,
  type TransferParameters,
  type Unsubscribe,
  UnsupportedOperationError,
  WalletChainMismatchError,
  type WalletError,
  WalletTimeoutError,
} from '../adapter'
export {
  type ApprovalRequest,
  type AuthConnector,
  type AuthConnectorError,
  type AuthConnectorHost,
  createAuthConnector,
  type SocialWindow,
} from '../authConnector'
export { type DeferredChainAdapter, deferredAdapter } from '../deferredAdapter'
export { bitcoinAddressRule } from '../domain/address/bitcoin'
export {
  type CosmosAddress,
  type CosmosAddressOptions,
  cosmosAddressRule,
  parseCosmosAddress,
} from '../domain/address/cosmos'
export { type EvmAddressOptions, parseEvmAddress } from '../domain/address/evm'
// For an adapter serving any namespace (WalletConnect's): every namespace's rule.
export { parseAddress } from '../domain/address/parseAddress'
export {
  type PolkadotAddress,
  parsePolkadotAddress,
  polkadotAddressRule,
} from '../domain/address/polkadot'
export { parseSolanaAddress } from '../domain/address/solana'
// Every CAIP helper of domain/caip, the same in both public entries.
export * from '../domain/caip'
export {
  type BlobData,
  type FeeError,
  type FeeFields,
  validateBaseFeeMultiplier,
  validateBlobData,
  validateFees,
} from '../domain/fees'
export type { DappData, FrameTheme } from '../domain/frameMessages/fields'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from '../domain/namespaces'
export { callsHaveHexTargets, isSignedMessage, isTransactionHash } from '../domain/shapes'
export type {
  Account,
  AccountType,
  Balance,
  CaipNetwork,
  Connector,
  ConnectorType,
  EmbeddedAccountType,
  EmbeddedWalletUser,
  NativeCurrency,
  SignInSession,
} from '../domain/types'
export { discoversAssets, hexChainId, walletAssetBalances } from '../domain/walletAssets'
export { methodClass, safeWalletMethods, type WalletMethodClass } from '../domain/walletMethods'
export { toNodeError } from '../errors/nodeErrorText'
export { WalletCapabilitiesParseError } from '../errors/sdk'
export {
  BaseFeeScalarError,
  BlobSizeTooLargeError,
  EmptyBlobError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  FeeConflictError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  type NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  type ReplacementReason,
  TipAboveFeeCapError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionReplacedError,
  TransactionRevertedError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
  WaitForTransactionReceiptTimeoutError,
} from '../errors/transaction'
export {
  TokenDecimalsMismatchError,
  type TransferCheckError,
  UnusualRecipientError,
  type UnusualRecipientKind,
} from '../errors/transferChecks'
export { isUnsupportedMethod, UserRejectedError, WalletRpcError } from '../errors/walletRpc'
export { toWalletRpcError } from '../errors/walletRpcCodes'
export { embeddedConnection } from '../flows/embeddedWallet/embeddedConnection'
export {
  ActionNotAllowedError,
  EmbeddedWalletDependencyError,
  EmbeddedWalletLoadError,
  EmbeddedWalletOriginError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
  RpcCallNotAllowedError,
} from '../flows/embeddedWallet/embeddedWalletErrors'
export type { NodeRpcUrl } from '../services/blockchainApi/nodeRpcUrl'
export type { TokenBalance } from '../services/blockchainApi/responses'
export type { SiwxVerifier } from '../siwx/siwxVerifier'
