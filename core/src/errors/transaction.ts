// spec §5 (fee and blob rules) and §8 (transaction errors). viem names every one of these and
// already knows the texts geth, erigon and anvil answer with, so its classes are the source of
// each message and of each node text's pattern (nodeErrorText.ts). Ours are tagged values
// instead of thrown classes, so domain rules can return them in a `Result`. Issue 27: this file
// imports none of viem's error classes, so the flows' fee errors do not bring them.
import { Data } from 'effect'
import { formatUnits } from 'viem'
import type { KnownErrors } from './errorInfo'
import { fixedMessageError } from './fixedMessageError'

/** viem's formatGwei: wei in gwei (9 decimals). */
const gwei = (name: string, value: bigint | undefined) =>
  `\`${name}\`${typeof value === 'bigint' ? ` = ${formatUnits(value, 9)} gwei` : ''}`

// --- spec §5: fee and blob rules -------------------------------------------------------------

/** spec §5: "gas price cannot combine with max fee or priority fee". */
export class FeeConflictError extends fixedMessageError(
  'FeeConflictError',
  [
    'Cannot specify both a `gasPrice` and a `maxFeePerGas`/`maxPriorityFeePerGas`.',
    'Use `maxFeePerGas`/`maxPriorityFeePerGas` for EIP-1559 compatible networks, and `gasPrice` for others.',
  ].join('\n'),
) {}

/** spec §5: "base-fee multiplier at least 1" (viem's text; its check also accepts exactly 1). */
export class BaseFeeScalarError extends Data.TaggedError('BaseFeeScalarError')<{
  readonly baseFeeMultiplier: number
}> {
  override readonly message = '`baseFeeMultiplier` must be greater than 1.'
}

/** spec §5: "blob data non-empty". */
export class EmptyBlobError extends fixedMessageError(
  'EmptyBlobError',
  'Blob data must not be empty.',
) {}

/** spec §5: blob data "at most 761855 bytes". */
export class BlobSizeTooLargeError extends Data.TaggedError('BlobSizeTooLargeError')<{
  readonly maxSize: number
  readonly size: number
}> {
  override readonly message = 'Blob size is too large.'
}

// --- spec §8: transaction lifecycle ----------------------------------------------------------

/** spec §8: "not found". */
export class TransactionNotFoundError extends Data.TaggedError('TransactionNotFoundError')<{
  readonly hash?: string | undefined
}> {
  override get message() {
    return `${this.hash ? `Transaction with hash "${this.hash}"` : 'Transaction'} could not be found.`
  }
}

/** spec §8: "receipt not found". */
export class TransactionReceiptNotFoundError extends Data.TaggedError(
  'TransactionReceiptNotFoundError',
)<{ readonly hash?: string | undefined }> {
  override get message() {
    return `Transaction receipt${this.hash ? ` with hash "${this.hash}"` : ''} could not be found. The Transaction may not be processed on a block yet.`
  }
}

/** spec §8: "timed out waiting". */
export class WaitForTransactionReceiptTimeoutError extends Data.TaggedError(
  'WaitForTransactionReceiptTimeoutError',
)<{ readonly hash?: string | undefined }> {
  override get message() {
    return `Timed out while waiting for transaction${this.hash ? ` with hash "${this.hash}"` : ''} to be confirmed.`
  }
}

/** spec §8: "reverted rethrown with reason or 'unknown reason'". */
export class TransactionRevertedError extends Data.TaggedError('TransactionRevertedError')<{
  readonly reason?: string | undefined
  readonly cause?: unknown
}> {
  override get message() {
    return `Transaction reverted: ${this.reason || 'unknown reason'}`
  }
}

/** spec §4 confirmation "replaced": why a transaction was replaced before it was mined. */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced'

/** spec §4: the transfer was cancelled or replaced by another transaction with its nonce. */
export class TransactionReplacedError extends Data.TaggedError('TransactionReplacedError')<{
  readonly reason: Exclude<ReplacementReason, 'repriced'>
  readonly hash?: string | undefined
}> {
  override get message() {
    return this.reason === 'cancelled'
      ? 'Transaction was cancelled in the wallet'
      : 'Transaction was replaced by another transaction'
  }
}

// --- spec §8: node texts mapped to named errors ----------------------------------------------

/** What the node said, kept for logs. */
export interface NodeErrorFields {
  readonly details?: string | undefined
  readonly cause?: unknown
}

export class ExecutionRevertedError extends Data.TaggedError('ExecutionRevertedError')<
  NodeErrorFields & { readonly reason?: string | undefined }
> {
  override get message() {
    return `Execution reverted ${this.reason ? `with reason: ${this.reason}` : 'for an unknown reason'}.`
  }
}

export class FeeCapTooHighError extends Data.TaggedError('FeeCapTooHighError')<
  NodeErrorFields & { readonly maxFeePerGas?: bigint | undefined }
> {
  override get message() {
    return `The fee cap (${gwei('maxFeePerGas', this.maxFeePerGas)}) cannot be higher than the maximum allowed value (2^256-1).`
  }
}

export class FeeCapTooLowError extends Data.TaggedError('FeeCapTooLowError')<
  NodeErrorFields & { readonly maxFeePerGas?: bigint | undefined }
> {
  override get message() {
    return `The fee cap (${gwei('maxFeePerGas', this.maxFeePerGas)}) cannot be lower than the block base fee.`
  }
}

export class NonceTooHighError extends Data.TaggedError('NonceTooHighError')<NodeErrorFields> {
  override readonly message =
    'Nonce provided for the transaction is higher than the next one expected.'
}

export class NonceTooLowError extends Data.TaggedError('NonceTooLowError')<NodeErrorFields> {
  override readonly message = [
    'Nonce provided for the transaction is lower than the current nonce of the account.',
    'Try increasing the nonce or find the latest nonce with `getTransactionCount`.',
  ].join('\n')
}

export class NonceMaxValueError extends Data.TaggedError('NonceMaxValueError')<NodeErrorFields> {
  override readonly message =
    'Nonce provided for the transaction exceeds the maximum allowed nonce.'
}

export class InsufficientFundsError extends Data.TaggedError(
  'InsufficientFundsError',
)<NodeErrorFields> {
  override readonly message =
    'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.'
}

export class IntrinsicGasTooHighError extends Data.TaggedError(
  'IntrinsicGasTooHighError',
)<NodeErrorFields> {
  override readonly message =
    'The amount of gas provided for the transaction exceeds the limit allowed for the block.'
}

export class IntrinsicGasTooLowError extends Data.TaggedError(
  'IntrinsicGasTooLowError',
)<NodeErrorFields> {
  override readonly message = 'The amount of gas provided for the transaction is too low.'
}

export class TransactionTypeNotSupportedError extends Data.TaggedError(
  'TransactionTypeNotSupportedError',
)<NodeErrorFields> {
  override readonly message = 'The transaction type is not supported for this chain.'
}

/** spec §5 "priority fee not above max fee", and the node's answer to the same mistake. */
export class TipAboveFeeCapError extends Data.TaggedError('TipAboveFeeCapError')<
  NodeErrorFields & {
    readonly maxFeePerGas?: bigint | undefined
    readonly maxPriorityFeePerGas?: bigint | undefined
  }
> {
  override get message() {
    return `The provided tip (${gwei('maxPriorityFeePerGas', this.maxPriorityFeePerGas)}) cannot be higher than the fee cap (${gwei('maxFeePerGas', this.maxFeePerGas)}).`
  }
}

export class UnknownNodeError extends Data.TaggedError('UnknownNodeError')<NodeErrorFields> {
  override get message() {
    return `An error occurred while executing: ${this.details ?? ''}`
  }
}

export type NodeError =
  | ExecutionRevertedError
  | FeeCapTooHighError
  | FeeCapTooLowError
  | NonceTooHighError
  | NonceTooLowError
  | NonceMaxValueError
  | InsufficientFundsError
  | IntrinsicGasTooHighError
  | IntrinsicGasTooLowError
  | TransactionTypeNotSupportedError
  | TipAboveFeeCapError
  | UnknownNodeError

/** The NodeError classes, for a flow's `flowErrorOf` (issue 26): `{ ...nodeErrors, … }`. */
export const nodeErrors: KnownErrors<NodeError> = {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  NonceMaxValueError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TransactionTypeNotSupportedError,
  TipAboveFeeCapError,
  UnknownNodeError,
}
