// spec §5: "History filtered to active chain."
import type { CaipNetworkId, Transaction } from '../types'

/** spec §5: the transactions on the active chain, matched on the CAIP-2 id in `metadata.chain`. */
export function filterTransactionsByChain(
  transactions: readonly Transaction[],
  caipNetworkId: CaipNetworkId,
): readonly Transaction[] {
  return transactions.filter((transaction) => transaction.metadata.chain === caipNetworkId)
}
