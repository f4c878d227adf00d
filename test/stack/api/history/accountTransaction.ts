// One indexed transaction as an account sees it (spec §3 Transaction): the transfers that
// touch the account with their direction, and an operation type from them. Deployments and
// calls that move nothing of the account's are 'execute'.
import { type Address, formatUnits, zeroAddress } from 'viem'
import type { Transaction } from '../../../../core/src/services/blockchainApi/responses'
import { iconUrl } from '../tokens'
import type { IndexedTransaction, IndexedTransfer } from './indexedTransaction'

type Direction = 'in' | 'out' | 'self'
type TransactionTransfer = Transaction['transfers'][number]

function touches(transfer: IndexedTransfer, account: Address): boolean {
  return transfer.from === account || transfer.to === account
}

/** Whether the account sent the transaction, is its recipient, or gained or lost by it. */
export function involves(transaction: IndexedTransaction, account: Address): boolean {
  return (
    transaction.from === account ||
    transaction.to === account ||
    transaction.transfers.some((transfer) => touches(transfer, account))
  )
}

function directionOf(transfer: IndexedTransfer, account: Address): Direction {
  if (transfer.from === account && transfer.to === account) return 'self'
  return transfer.from === account ? 'out' : 'in'
}

function transferView(
  transfer: IndexedTransfer,
  direction: Direction,
  publicUrl: string,
): TransactionTransfer {
  if (transfer.kind === 'nft') {
    return {
      nft_info: {
        name: `${transfer.collection} #${transfer.tokenId}`,
        content: { preview: { url: iconUrl(publicUrl, `NFT ${transfer.tokenId}`) } },
        flags: { is_spam: transfer.isSpam },
      },
      direction,
      quantity: { numeric: '1' },
    }
  }
  const { name, symbol, decimals, price } = transfer.token
  const numeric = formatUnits(transfer.amount, decimals)
  return {
    fungible_info: { name, symbol, icon: { url: iconUrl(publicUrl, symbol) } },
    direction,
    quantity: { numeric },
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
  }
}

function operationTypeOf(
  transaction: IndexedTransaction,
  moved: readonly { transfer: IndexedTransfer; direction: Direction }[],
): string {
  if (transaction.to === null || moved.length === 0) return 'execute'
  const directions = new Set(moved.map(({ direction }) => direction))
  if (
    moved.every(({ transfer, direction }) => direction === 'in' && transfer.from === zeroAddress)
  ) {
    return 'mint'
  }
  if (directions.has('in') && directions.has('out')) return 'trade'
  return directions.has('in') ? 'receive' : 'send'
}

export function accountTransaction(
  transaction: IndexedTransaction,
  account: Address,
  publicUrl: string,
): Transaction {
  const moved = transaction.transfers
    .filter((transfer) => touches(transfer, account))
    .map((transfer) => ({ transfer, direction: directionOf(transfer, account) }))
  return {
    id: `${transaction.chain}:${transaction.hash}`,
    metadata: {
      operationType: operationTypeOf(transaction, moved),
      hash: transaction.hash,
      minedAt: new Date(transaction.timestamp * 1000).toISOString(),
      sentFrom: transaction.from,
      sentTo: transaction.to ?? transaction.createdContract ?? zeroAddress,
      status: transaction.status,
      nonce: transaction.nonce,
      chain: transaction.chain,
    },
    transfers: moved.map(({ transfer, direction }) => transferView(transfer, direction, publicUrl)),
  }
}
