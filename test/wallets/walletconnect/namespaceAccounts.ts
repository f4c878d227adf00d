// The test wallet's accounts beyond eip155, each one held only when its option is given: an
// ed25519 Solana key, a native segwit Bitcoin payment key, an ed25519 Polkadot key and a
// secp256k1 Cosmos key, each answering its namespace's WalletConnect methods.
import { type BitcoinAccount, createBitcoinAccount } from './bitcoinAccount'
import { type CosmosAccount, createCosmosAccount } from './cosmosAccount'
import { createPolkadotAccount, type PolkadotAccount } from './polkadotAccount'
import { createSolanaAccount, type SolanaAccount } from './solanaAccount'

export interface NamespaceAccountOptions {
  /** Adds solana mainnet and devnet accounts; a random key unless given (32 or 64 bytes). */
  readonly solana?: { readonly secretKey?: Uint8Array }
  /** Adds a bip122 mainnet payment account; its key is derived from `label`. */
  readonly bitcoin?: { readonly label?: string }
  /** Adds a Polkadot relay chain account; its key is derived from `label`. */
  readonly polkadot?: { readonly label?: string }
  /** Adds a Cosmos Hub account; its key is derived from `label`. */
  readonly cosmos?: { readonly label?: string }
}

/** By WalletConnect namespace. */
export interface NamespaceAccounts {
  readonly solana?: SolanaAccount
  readonly bip122?: BitcoinAccount
  readonly polkadot?: PolkadotAccount
  readonly cosmos?: CosmosAccount
}

export function createNamespaceAccounts(options: NamespaceAccountOptions): NamespaceAccounts {
  return {
    solana: options.solana ? createSolanaAccount(options.solana.secretKey) : undefined,
    bip122: options.bitcoin ? createBitcoinAccount(options.bitcoin.label) : undefined,
    polkadot: options.polkadot ? createPolkadotAccount(options.polkadot.label) : undefined,
    cosmos: options.cosmos ? createCosmosAccount(options.cosmos.label) : undefined,
  }
}
