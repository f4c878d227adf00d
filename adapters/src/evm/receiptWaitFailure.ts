// spec §8 transaction errors "not found, receipt not found, timed out waiting": what a receipt
// wait that ended without a receipt means, asked of the node once more. A node that does not
// know the hash at all: not found (the wallet's hash never reached it, or it was dropped). A
// node that says the transaction is in a block but gives no receipt: receipt not found. A
// transaction still waiting in the pool, or a node that cannot be asked: timed out waiting.
import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from '@airlock/core/adapter'
import { Effect } from 'effect'
import {
  type Client,
  type Hex,
  TransactionReceiptNotFoundError as ViemReceiptNotFoundError,
  TransactionNotFoundError as ViemTransactionNotFoundError,
} from 'viem'
import { getTransaction } from 'viem/actions'

export type ReceiptWaitError =
  | TransactionNotFoundError
  | TransactionReceiptNotFoundError
  | WaitForTransactionReceiptTimeoutError

export function receiptWaitFailure(
  client: Client,
  hash: Hex,
  waitError: unknown,
): Effect.Effect<never, ReceiptWaitError> {
  if (waitError instanceof ViemReceiptNotFoundError) {
    return Effect.fail(new TransactionReceiptNotFoundError({ hash }))
  }
  if (waitError instanceof ViemTransactionNotFoundError) {
    return Effect.fail(new TransactionNotFoundError({ hash }))
  }
  return Effect.tryPromise(() => getTransaction(client, { hash })).pipe(
    Effect.matchEffect({
      onFailure: (error) =>
        Effect.fail(
          error.cause instanceof ViemTransactionNotFoundError
            ? new TransactionNotFoundError({ hash })
            : new WaitForTransactionReceiptTimeoutError({ hash }),
        ),
      onSuccess: (transaction) =>
        Effect.fail(
          transaction.blockNumber === null
            ? new WaitForTransactionReceiptTimeoutError({ hash })
            : new TransactionReceiptNotFoundError({ hash }),
        ),
    }),
  )
}
