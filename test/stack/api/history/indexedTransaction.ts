// What the history indexer keeps of each transaction on a local chain: enough to answer any
// account's spec §3 Transaction without asking the node again.
import type { Address, Hex } from 'viem'
import type { FungibleInfo } from '../tokens'

export type IndexedTransfer =
  | {
      readonly kind: 'fungible'
      readonly from: Address
      readonly to: Address
      readonly amount: bigint
      readonly token: FungibleInfo
    }
  | {
      readonly kind: 'nft'
      readonly from: Address
      readonly to: Address
      readonly contract: Address
      readonly tokenId: bigint
      /** The collection's `name()`. */
      readonly collection: string
      readonly isSpam: boolean
    }

export interface IndexedTransaction {
  readonly chainId: number
  /** CAIP-2. */
  readonly chain: string
  readonly hash: Hex
  readonly blockNumber: bigint
  /** Position in the block. */
  readonly index: number
  /** Unix seconds of the block. */
  readonly timestamp: number
  readonly from: Address
  /** null for a contract deployment. */
  readonly to: Address | null
  readonly createdContract: Address | null
  readonly nonce: number
  readonly status: 'confirmed' | 'failed'
  /** Native value and ERC-20/721 `Transfer` logs; none when the transaction failed. */
  readonly transfers: readonly IndexedTransfer[]
}
