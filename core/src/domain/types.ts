// spec §3: the entities of the widget. Plain data, trusted inside the core; untrusted input
// is decoded with effect Schema at the edge where it enters (see services/ and frame schemas).
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './namespaces'

export type { CaipAddress, CaipNetworkId, ChainNamespace } from './namespaces'

export interface NativeCurrency {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/** Chain definition (spec §3). Shaped like viem's `Chain`, plus the CAIP fields. */
export interface CaipNetwork {
  readonly id: number | string
  readonly name: string
  /** Short network slug, e.g. `mainnet`, `sepolia`, `solana-devnet`. */
  readonly network: string
  readonly nativeCurrency: NativeCurrency
  readonly rpcUrls: {
    readonly default: { readonly http: readonly string[]; readonly webSocket?: readonly string[] }
  }
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } }
  readonly testnet: boolean
  readonly chainNamespace: ChainNamespace
  readonly caipNetworkId: CaipNetworkId
  readonly assets: { readonly imageId?: string; readonly imageUrl?: string }
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export const connectorTypes = [
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'MULTI_CHAIN',
  'AUTH',
  'WALLET_CONNECT',
] as const
export type ConnectorType = (typeof connectorTypes)[number]

export interface Connector {
  readonly id: string
  readonly explorerId?: string
  readonly imageUrl?: string
  readonly name: string
  readonly imageId?: string
  /** spec §3: EXTERNAL is the default type. */
  readonly type: ConnectorType
  readonly info?: {
    readonly rdns?: string
    /** Issue 28: another provider in the page also announced itself as this wallet (EIP-6963). */
    readonly impersonated?: boolean
  }
  readonly provider?: unknown
  readonly chain: ChainNamespace
  readonly chains?: readonly CaipNetwork[]
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

export interface Account {
  readonly namespace: ChainNamespace
  readonly address: string
  readonly type: AccountType
  readonly publicKey?: string
  readonly path?: string
}

export interface Balance {
  readonly balance: string
  readonly symbol: string
}

export interface TokenBalance {
  readonly name: string
  readonly symbol: string
  readonly chainId: CaipNetworkId
  readonly address?: CaipAddress
  readonly value: number
  readonly price: number
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly iconUrl: string
}

export type SocialProvider =
  | 'google'
  | 'github'
  | 'apple'
  | 'facebook'
  | 'x'
  | 'discord'
  | 'farcaster'

export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'

/** Wallet listing entry of the wallet directory (spec §3). */
export interface WalletListing {
  readonly id: string
  readonly name: string
  readonly image_id?: string
  readonly rdns?: string | null
  readonly chains?: readonly string[]
  readonly mobile_link?: string | null
  readonly desktop_link?: string | null
  readonly webapp_link?: string | null
  readonly image_url?: string
  readonly badge_type?: 'none' | 'certified'
}

/** Token send state (spec §3). */
export interface SendState {
  readonly token?: TokenBalance
  readonly sendTokenAmount?: string
  readonly receiverAddress?: string
  readonly receiverProfileImageUrl?: string
  readonly receiverProfileName?: string
  readonly networkBalanceInUSD?: number
  readonly tokenBalances: readonly TokenBalance[]
  readonly loading: boolean
  /** When the balances last failed to load (ms since the epoch): @airlock/react-hooks' useSend. */
  readonly lastRetry?: number
}

export type TransactionStatus = 'confirmed' | 'failed' | 'pending'
export type TransactionDirection = 'in' | 'out' | 'self'

export interface TransactionTransfer {
  readonly fungible_info?: {
    readonly name?: string
    readonly symbol?: string
    readonly icon?: { readonly url: string }
  }
  readonly nft_info?: {
    readonly name?: string
    readonly content?: { readonly preview?: { readonly url: string } }
    readonly flags: { readonly is_spam: boolean }
  }
  readonly direction: TransactionDirection
  readonly quantity: { readonly numeric: string }
  readonly value?: number
  readonly price?: number
}

/** Transaction of the account history (spec §3). */
export interface Transaction {
  readonly id: string
  readonly metadata: {
    /** ISO-8601 time the transaction was mined. */
    readonly minedAt: string
    /** CAIP-2 id of the chain. */
    readonly chain: CaipNetworkId
    readonly status: TransactionStatus
    readonly operationType: string
    readonly sentFrom: string
    readonly sentTo: string
    readonly hash?: string
    readonly nonce?: number
  }
  readonly transfers: readonly TransactionTransfer[]
}

export interface PurchaseCurrency {
  readonly id: string
  readonly name: string
  readonly symbol: string
  readonly networks: readonly {
    readonly name: string
    readonly display_name: string
    readonly chain_id: string
    readonly contract_address: string
  }[]
}

export interface PaymentCurrency {
  readonly id: string
  readonly payment_method_limits: readonly {
    readonly id: string
    readonly min: string
    readonly max: string
  }[]
}

export type OnrampProviderName = 'coinbase' | 'meld'

export interface OnrampProvider {
  readonly name: OnrampProviderName
  readonly label: string
  readonly feeRange: string
  readonly url: string
  readonly supportedChains: readonly ChainNamespace[]
}

/** Sign-in (SIWX) session (spec §3). */
export interface SignInSession {
  readonly data: {
    readonly accountAddress: string
    readonly chainId: CaipNetworkId
    readonly domain?: string
    readonly uri?: string
    readonly version?: string
    readonly nonce?: string
    readonly statement?: string
    readonly issuedAt?: string
    readonly expirationTime?: string
  }
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
}

export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** Embedded-wallet user (spec §3). */
export interface EmbeddedWalletUser {
  readonly email?: string
  readonly address: string
  readonly chainId: number | string
  readonly accounts?: readonly { readonly address: string; readonly type: EmbeddedAccountType }[]
  readonly userName?: string
  readonly preferredAccountType: EmbeddedAccountType
  readonly smartAccountDeployed?: boolean
}
