// The contract every namespace adapter implements (DESIGN.md "core/src/adapter.ts"). An adapter
// is plain data plus functions: each operation returns an effect whose failures are tagged
// errors, and each subscription returns its cleanup. Adapters never import React nor reach into
// machines; the host passes them to `createWidget`. Over 300 lines: the contract is read whole by
// whoever writes an adapter, each operation beside the parameter and error types it takes.
import { Data, type Effect, type Result } from 'effect'
import type { FeeError } from './domain/fees'
import type {
  Account,
  Balance,
  CaipNetwork,
  ChainNamespace,
  Connector,
  ConnectorType,
} from './domain/types'
import { fieldOf, type KnownErrors, tagOf } from './errors/errorInfo'
import type { WalletCapabilitiesParseError } from './errors/sdk'
import type {
  NodeError,
  ReplacementReason,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionReplacedError,
  TransactionRevertedError,
  WaitForTransactionReceiptTimeoutError,
} from './errors/transaction'
import type { TransferCheckError } from './errors/transferChecks'
import type { InvalidAddressError } from './errors/validation'
import { UserRejectedError, WalletRpcError } from './errors/walletRpc'
import {
  ActionNotAllowedError,
  RpcCallNotAllowedError,
} from './flows/embeddedWallet/embeddedWalletErrors'
import type { NodeRpcUrl } from './services/blockchainApi/nodeRpcUrl'
import type { TokenBalance } from './services/blockchainApi/responses'

/** The connector asked for is not (or no longer) among the adapter's connectors. */
export class ConnectorNotFoundError extends Data.TaggedError('ConnectorNotFoundError')<{
  readonly connectorId: string
}> {
  override readonly message = `Connector ${this.connectorId} not found`
}

/** The wallet did not answer within the time allowed. */
export class WalletTimeoutError extends Data.TaggedError('WalletTimeoutError')<{
  readonly operation: string
  readonly timeoutMs: number
}> {
  override readonly message =
    `The wallet did not answer ${this.operation} within ${this.timeoutMs} ms`
}

/** The adapter or its wallet cannot do this operation (e.g. send on bip122, spec §4). */
export class UnsupportedOperationError extends Data.TaggedError('UnsupportedOperationError')<{
  readonly operation: string
  readonly namespace: ChainNamespace
}> {
  override readonly message = `${this.operation} is not supported on ${this.namespace}`
}

/**
 * Issue 28: the wallet is on another chain than the one asked for. A send is refused before the
 * wallet is asked (it would sign on the chain it is on, while the widget shows another), and a
 * switch the wallet answered without making is not taken as made (EIP-3085/3326 do not require
 * the wallet to switch).
 */
export class WalletChainMismatchError extends Data.TaggedError('WalletChainMismatchError')<{
  /** The chain the wallet is on (its eth_chainId). */
  readonly walletChainId: number
  readonly chainId: number
  readonly networkName: string
}> {
  override readonly message =
    `The wallet is on chain ${this.walletChainId}, not on ${this.networkName} (chain ${this.chainId})`
}

/**
 * An optional package the adapter loads on first use is not installed: @airlock/adapters'
 * MissingPeerDependencyError (`@airlock/adapters/solana needs @solana/web3.js: install it with
 * npm install @solana/web3.js`). Described by its shape, as core does not depend on adapters.
 */
export interface MissingPeerDependency {
  readonly _tag: 'MissingPeerDependencyError'
  readonly packageName: string
  readonly message: string
}

/** Everything a wallet operation can fail with. */
export type WalletError =
  | UserRejectedError
  | WalletRpcError
  | WalletTimeoutError
  | ConnectorNotFoundError
  | UnsupportedOperationError
  | WalletChainMismatchError
  | MissingPeerDependency
  /** spec §8: the embedded wallet refused a host's RPC call (after 300 ms). */
  | RpcCallNotAllowedError
  | ActionNotAllowedError

/** @airlock/adapters' MissingPeerDependencyError, known by its shape (core cannot import it). */
const isMissingPeerDependency = (error: unknown): error is MissingPeerDependency =>
  tagOf(error) === 'MissingPeerDependencyError' &&
  typeof fieldOf(error, 'packageName') === 'string' &&
  typeof fieldOf(error, 'message') === 'string'

/** The WalletError classes, for a flow's `flowErrorOf` (issue 26): `{ ...walletErrors, … }`. */
export const walletErrors: KnownErrors<WalletError> = {
  UserRejectedError,
  WalletRpcError,
  WalletTimeoutError,
  ConnectorNotFoundError,
  UnsupportedOperationError,
  WalletChainMismatchError,
  MissingPeerDependencyError: { is: isMissingPeerDependency },
  RpcCallNotAllowedError,
  ActionNotAllowedError,
}

/** What a transfer can fail with beyond the wallet: the node's refusal, a revert, the wait. */
export type TransferError =
  | WalletError
  | NodeError
  | FeeError
  | TransferCheckError
  | TransactionRevertedError
  | TransactionReplacedError
  | TransactionNotFoundError
  | TransactionReceiptNotFoundError
  | WaitForTransactionReceiptTimeoutError

export interface ConnectParameters {
  readonly connectorId: string
  /** The network to connect on; the adapter's first network when absent. */
  readonly caipNetwork?: CaipNetwork
}

/** spec §3 "Connection result", with every account the wallet exposed. */
export interface Connected {
  readonly connectorId: string
  readonly connectorType: ConnectorType
  readonly address: string
  readonly chainId: number | string
  readonly accounts: readonly Account[]
  /** spec §3: for a smart account, whether it is deployed on chain (the embedded wallet says). */
  readonly smartAccountDeployed?: boolean
}

export interface TransferParameters {
  readonly connectorId: string
  readonly caipNetwork: CaipNetwork
  readonly from: string
  readonly to: string
  /** Amount in the token's smallest unit. */
  readonly amount: bigint
  /** Token contract or mint address; the native coin when absent. */
  readonly tokenAddress?: string
  /**
   * The decimals `amount` was scaled with (the API's, for a token): checked against the
   * token's own on chain, a mismatch refused (TokenDecimalsMismatchError, issue 28 (4)).
   */
  readonly decimals?: number
  /** The visitor chose to send to an unusual recipient anyway (UnusualRecipientError). */
  readonly recipientConfirmed?: boolean
  /**
   * eip155 contract call (a built swap or approve): `to` is the contract, `amount` the value
   * sent with it, and `tokenAddress` is left out.
   */
  readonly data?: string
  /** eip155 gas limit, when the caller has one (the API's estimate); the wallet's otherwise. */
  readonly gas?: bigint
  /** spec §4 confirmation "pending": the wallet sent it; the receipt is awaited. */
  readonly onSubmitted?: (hash: string) => void
  /** spec §4 "replaced": a repriced transfer goes on under its new hash; the others fail. */
  readonly onReplaced?: (replacement: {
    readonly reason: ReplacementReason
    readonly hash: string
  }) => void
}

/** A transfer as the Send view has it, for its network fee (issue 25). */
export type TransferFeeParameters = Pick<
  TransferParameters,
  'caipNetwork' | 'from' | 'to' | 'amount' | 'tokenAddress'
>

export interface RequestParameters {
  readonly connectorId: string
  readonly method: string
  readonly params?: unknown
}

/** The EIP-1193 surface an EXTERNAL connector's provider offers. */
export interface Eip1193Provider {
  request(arguments_: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...values: unknown[]) => void): void
  removeListener?(event: string, listener: (...values: unknown[]) => void): void
}

/**
 * spec §3 Connector type EXTERNAL: a connector the host registers with an adapter (an app
 * wallet's SDK, a hardware bridge, any EIP-1193 provider). The factory runs when the person
 * picks it, never at start, so registering one costs nothing until it is used.
 */
export interface ExternalConnector {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string
  readonly chain: ChainNamespace
  readonly getProvider: () => Eip1193Provider | Promise<Eip1193Provider>
  /** EXTERNAL unless a transport says otherwise (WalletConnect's pairing is WALLET_CONNECT). */
  readonly type?: 'EXTERNAL' | 'WALLET_CONNECT'
}

/**
 * spec §3, §9: a pairing transport (WalletConnect). Its URI is shown as a QR code and deep
 * links while the person pairs; the connection itself goes through the connector of the same
 * id that each namespace adapter lists.
 */
export interface PairingSource {
  readonly connectorId: string
  /** Every new pairing URI, with how long it lives. */
  readonly watchUri: (
    listener: (pairing: { readonly uri: string; readonly ttlMs?: number }) => void,
  ) => Unsubscribe
}

/** The Connector an EXTERNAL registration shows as (spec §3 fields). */
export function externalConnector(external: ExternalConnector): Connector {
  return {
    id: external.id,
    name: external.name,
    imageUrl: external.imageUrl,
    type: external.type ?? 'EXTERNAL',
    chain: external.chain,
  }
}

/** What a connected wallet tells the widget by itself. */
export type AdapterEvent =
  | {
      readonly type: 'wallet.accountsChanged'
      readonly connectorId: string
      readonly accounts: readonly Account[]
    }
  | {
      readonly type: 'wallet.chainChanged'
      readonly connectorId: string
      readonly chainId: number | string
    }
  | {
      readonly type: 'wallet.disconnected'
      readonly connectorId: string
      /** The session's time ran out (a WalletConnect session's expiry): spec §8 'Session Expired'. */
      readonly reason?: 'expired'
    }

export type Unsubscribe = () => void

export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly networks: readonly CaipNetwork[]
  /**
   * spec §7 node RPC: the widget gives its Blockchain API's node proxy at start, for the networks
   * the host gave no node URL of its own. An adapter that reads no node leaves it out.
   */
  readonly useNodeRpc?: (nodeRpcUrl: NodeRpcUrl) => void
  /**
   * spec §5: this namespace's address rule, the address in its canonical form or why it is
   * invalid. The adapter brings it, so a page loads the rules of its own namespaces only
   * (issue 27: the other four came to 10 kB gzip on an eip155 page).
   */
  readonly parseAddress: (value: string) => Result.Result<string, InvalidAddressError>
  /** Connector discovery as a subscription: called now and on every change (EIP-6963 etc.). */
  readonly watchConnectors: (onChange: (connectors: readonly Connector[]) => void) => Unsubscribe
  /** Account, chain and disconnect events of every connector of this adapter. */
  readonly watchEvents: (onEvent: (event: AdapterEvent) => void) => Unsubscribe
  /** Asks the wallet to connect; may prompt the person. */
  readonly connect: (parameters: ConnectParameters) => Effect.Effect<Connected, WalletError>
  /**
   * Silent reconnect: succeeds with the connection if the wallet still authorizes this site,
   * with `undefined` if it does not. Never prompts (spec §4 auto-reconnect).
   */
  readonly reconnect: (parameters: {
    readonly connectorId: string
    /** spec §3 last used chain: the embedded wallet's network when it was last used, if stored. */
    readonly caipNetwork?: CaipNetwork
  }) => Effect.Effect<Connected | undefined, WalletError>
  readonly disconnect: (parameters: {
    readonly connectorId: string
  }) => Effect.Effect<void, WalletError>
  readonly switchNetwork: (parameters: {
    readonly connectorId: string
    readonly caipNetwork: CaipNetwork
  }) => Effect.Effect<void, WalletError>
  readonly getBalance: (parameters: {
    readonly address: string
    readonly caipNetwork: CaipNetwork
  }) => Effect.Effect<Balance, WalletError>
  /** Native or token transfer; resolves with the transaction hash or signature. */
  readonly transfer: (parameters: TransferParameters) => Effect.Effect<string, TransferError>
  /**
   * spec §7 wallet_getCapabilities / wallet_getAssets (ERC-7811): the account's balances as the
   * connected wallet reports them, when it discovers assets on the network; undefined when it
   * does not (the Blockchain API answers then). A capabilities answer that does not decode is
   * WalletCapabilitiesParseError.
   */
  readonly walletAssets?: (parameters: {
    readonly connectorId: string
    readonly address: string
    readonly caipNetwork: CaipNetwork
  }) => Effect.Effect<
    readonly TokenBalance[] | undefined,
    WalletError | WalletCapabilitiesParseError
  >
  /**
   * What the transfer would cost in network fees now, in the native coin's smallest unit. An
   * adapter without it shows no estimate in the Send view.
   */
  readonly estimateTransferFee?: (
    parameters: TransferFeeParameters,
  ) => Effect.Effect<bigint, WalletError>
  readonly signMessage: (parameters: {
    readonly connectorId: string
    readonly address: string
    readonly message: string
  }) => Effect.Effect<string, WalletError>
  /**
   * Issue 31: the wallet object a connected connector works through, for a host's own library
   * (the Wallet Standard wallet on solana); undefined while the connector is not connected. On
   * eip155 the widget gives its own EIP-1193 provider instead (widget.getProvider).
   */
  readonly walletProvider?: (connectorId: string) => unknown
  /** Raw wallet request; see `methodClass` for which methods need approval (spec §6). */
  readonly request: (
    parameters: RequestParameters,
  ) => Effect.Effect<unknown, WalletError | FeeError>
}

/** The implementation of a deferred adapter did not load (issue 27). */
export class AdapterUnavailableError extends WalletRpcError {
  constructor({
    namespace,
    cause,
  }: { readonly namespace: ChainNamespace; readonly cause: unknown }) {
    super({
      code: undefined,
      name: 'AdapterUnavailableError',
      message: `The ${namespace} adapter could not be loaded.`,
      cause,
    })
  }
}

/**
 * Identity-typed constructor, like wagmi's `createConnector`: it adds nothing at run time and
 * gives an adapter literal its contract type checking in one place.
 */
export function createAdapter<const Adapter extends ChainAdapter>(adapter: Adapter): Adapter {
  return adapter
}
