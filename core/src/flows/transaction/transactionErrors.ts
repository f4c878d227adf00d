// spec §4 transaction confirmation, §8 transaction errors (issue 26): what submitting one wallet
// transaction fails with, read from the submit programs' error channels (sendActors' transfer,
// swapPrograms' step): the request's network is not configured (NetworkNotFoundError), no
// adapter serves its namespace, and the adapter's transfer (TransferError: the wallet, the node's
// refusal, the fee checks, a revert, a replacement, the receipt's wait: the transaction or its receipt not found, or
// the wait timed out). A swap step adds its own
// (swapErrors' SwapStepError).
import { type TransferError, walletErrors } from '../../adapter'
import { feeErrors } from '../../domain/fees'
import { flowErrorOf, type KnownErrors, type UnexpectedError } from '../../errors/errorInfo'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../../errors/sdk'
import {
  nodeErrors,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionReplacedError,
  TransactionRevertedError,
  WaitForTransactionReceiptTimeoutError,
} from '../../errors/transaction'
import { transferCheckErrors } from '../../errors/transferChecks'

/** What one transaction fails with, and UnexpectedError for anything else. */
export type TransactionError =
  | NetworkNotFoundError
  | ChainAdapterNotFoundError
  | TransferError
  | UnexpectedError

/** The TransactionError classes, for a flow that submits more (`{ ...transactionErrors, … }`). */
export const transactionErrors: KnownErrors<TransactionError> = {
  NetworkNotFoundError,
  ChainAdapterNotFoundError,
  ...walletErrors,
  ...nodeErrors,
  ...feeErrors,
  ...transferCheckErrors,
  TransactionRevertedError,
  TransactionReplacedError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
}

/** A failure of the submit program as the transaction keeps it. */
export const transactionErrorOf = flowErrorOf<TransactionError>(transactionErrors)
