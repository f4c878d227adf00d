// spec §5: "Spam filter hides transactions whose transfers are all spam NFTs."
import type { Transaction, TransactionTransfer } from '../types'

function isSpamNft(transfer: TransactionTransfer): boolean {
  return transfer.nft_info?.flags.is_spam === true
}

/**
 * spec §5: whether a transaction is hidden as spam: it has transfers and every one of them is
 * an NFT flagged as spam. A transaction without transfers is not spam (nothing says it is),
 * and one real transfer next to spam NFTs keeps it.
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every(isSpamNft)
}

/** spec §5: the transactions the spam filter lets through, in their order. */
export function filterSpamTransactions(
  transactions: readonly Transaction[],
): readonly Transaction[] {
  return transactions.filter((transaction) => !isSpamTransaction(transaction))
}
