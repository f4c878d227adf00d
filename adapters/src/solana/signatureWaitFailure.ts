// spec §8 transaction errors on solana: what a confirmation wait that ended without an answer
// (spec §9's wait ran out, or the blockhash expired) means, asked of the node once more. A node
// that does not know the signature: not found (the wallet's send never reached it, or it was
// dropped). One that has it: reverted with its error, or landed after all. One that has it only
// processed, or cannot be asked: timed out waiting. A Solana node's signature status is the
// transaction's receipt, so no signature is known without one: spec §8's "receipt not found" is
// EVM's alone (decision 0048).
import {
  TransactionNotFoundError,
  TransactionRevertedError,
  WaitForTransactionReceiptTimeoutError,
} from '@airlock/core/adapter'
import type { Connection } from '@solana/web3.js'
import { Effect } from 'effect'

export type SignatureWaitError =
  | TransactionNotFoundError
  | TransactionRevertedError
  | WaitForTransactionReceiptTimeoutError

/** The signature when it landed after all; otherwise why the wait ended. */
export function signatureWaitFailure(
  connection: Pick<Connection, 'getSignatureStatuses'>,
  signature: string,
): Effect.Effect<string, SignatureWaitError> {
  const timedOut = new WaitForTransactionReceiptTimeoutError({ hash: signature })
  return Effect.tryPromise(() =>
    connection.getSignatureStatuses([signature], { searchTransactionHistory: true }),
  ).pipe(
    Effect.mapError(() => timedOut),
    Effect.flatMap(({ value: [status] }): Effect.Effect<string, SignatureWaitError> => {
      if (!status) return Effect.fail(new TransactionNotFoundError({ hash: signature }))
      if (status.err !== null) {
        return Effect.fail(new TransactionRevertedError({ reason: JSON.stringify(status.err) }))
      }
      const landed =
        status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'
      return landed ? Effect.succeed(signature) : Effect.fail(timedOut)
    }),
  )
}
