// spec §7 history's source: an indexer over one local chain. It scans blocks from 0 with their
// receipts once, then only the blocks mined since; when the chain no longer has a block it
// indexed (evm_revert between tests), it drops back to the last block whose hash still matches.
// Transfers: native value (inner calls' too), ERC-20 and ERC-721 `Transfer` logs.
import { getAddress, type Hex } from 'viem'
import type { ServedChain } from '../chainClients'
import { decodeTransfers } from './decodeTransfers'
import type { IndexedTransaction } from './indexedTransaction'
import { internalNativeTransfers } from './internalTransfers'
import type { TokenCatalog } from './tokenCatalog'

/** Blocks fetched at once while catching up. */
const SCAN_BATCH = 32

interface IndexedBlock {
  readonly number: bigint
  readonly hash: Hex
  readonly transactions: readonly IndexedTransaction[]
}

export interface ChainIndexer {
  /** Every transaction of the chain, after catching up with its latest block. */
  readonly transactions: () => Promise<readonly IndexedTransaction[]>
}

export function createChainIndexer(chain: ServedChain, catalog: TokenCatalog): ChainIndexer {
  const blocks: IndexedBlock[] = []

  async function indexBlock(blockNumber: bigint): Promise<IndexedBlock> {
    const block = await chain.client.getBlock({ blockNumber, includeTransactions: true })
    const transactions = await Promise.all(
      block.transactions.map(async (transaction): Promise<IndexedTransaction> => {
        const receipt = await chain.client.getTransactionReceipt({ hash: transaction.hash })
        const createdContract = receipt.contractAddress ? getAddress(receipt.contractAddress) : null
        const to = transaction.to ? getAddress(transaction.to) : null
        const recipient = to ?? createdContract ?? getAddress(transaction.from)
        const confirmed = receipt.status === 'success'
        return {
          chainId: chain.chainId,
          chain: chain.caip2,
          hash: transaction.hash,
          blockNumber,
          index: receipt.transactionIndex,
          timestamp: Number(block.timestamp),
          from: getAddress(transaction.from),
          to,
          createdContract,
          nonce: transaction.nonce,
          status: confirmed ? 'confirmed' : 'failed',
          transfers: confirmed
            ? [
                ...(await decodeTransfers(transaction, recipient, receipt.logs, catalog)),
                // Only code moves value inside a transaction.
                ...(transaction.input === '0x'
                  ? []
                  : await internalNativeTransfers(chain.rpcUrl, transaction.hash)),
              ]
            : [],
        }
      }),
    )
    return { number: blockNumber, hash: block.hash, transactions }
  }

  /** Forget indexed blocks the chain no longer has. */
  async function rewind(latest: bigint) {
    for (let top = blocks.at(-1); top !== undefined; top = blocks.at(-1)) {
      if (top.number <= latest) {
        const onChain = await chain.client.getBlock({ blockNumber: top.number })
        if (onChain.hash === top.hash) return
      }
      blocks.pop()
      catalog.forget()
    }
  }

  async function catchUp(): Promise<readonly IndexedTransaction[]> {
    const latest = await chain.client.getBlockNumber({ cacheTime: 0 })
    await rewind(latest)
    while (BigInt(blocks.length) <= latest) {
      const first = BigInt(blocks.length)
      const count = Math.min(SCAN_BATCH, Number(latest - first) + 1)
      const numbers = Array.from({ length: count }, (_, offset) => first + BigInt(offset))
      blocks.push(...(await Promise.all(numbers.map(indexBlock))))
    }
    return blocks.flatMap((block) => block.transactions)
  }

  // One catch-up at a time, each after the one before: a caller sees every block mined
  // before it asked.
  let queue: Promise<unknown> = Promise.resolve()
  return {
    transactions: () => {
      const run = queue.then(catchUp, catchUp)
      queue = run
      return run
    },
  }
}
