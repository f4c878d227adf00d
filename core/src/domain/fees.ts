// spec §5: "Fees: gas price cannot combine with max fee or priority fee; max fee at most
// 2^256-1; priority fee not above max fee; base-fee multiplier at least 1; blob data non-empty
// and at most 761855 bytes". The same checks viem's `assertRequest`, `estimateFeesPerGas` and
// `toBlobs` throw for, as values.
import { Result } from 'effect'
import { size } from 'viem'
import { MAX_BLOB_DATA_BYTES } from '../constants'
import type { KnownErrors } from '../errors/errorInfo'
import {
  BaseFeeScalarError,
  BlobSizeTooLargeError,
  EmptyBlobError,
  FeeCapTooHighError,
  FeeConflictError,
  TipAboveFeeCapError,
} from '../errors/transaction'

/** viem's maxUint256 (2^256-1), written out: its constants module comes with its node errors. */
const maxUint256 = 2n ** 256n - 1n

export interface FeeFields {
  readonly gasPrice?: bigint | undefined
  readonly maxFeePerGas?: bigint | undefined
  readonly maxPriorityFeePerGas?: bigint | undefined
}

/** What spec §5's "Fees" rules refuse in a transaction request: its fees and its blobs. */
export type FeeError =
  | FeeConflictError
  | FeeCapTooHighError
  | TipAboveFeeCapError
  | EmptyBlobError
  | BlobSizeTooLargeError

/** The FeeError classes, for a flow's `flowErrorOf` (issue 26): `{ ...feeErrors, … }`. */
export const feeErrors: KnownErrors<FeeError> = {
  FeeConflictError,
  FeeCapTooHighError,
  TipAboveFeeCapError,
  EmptyBlobError,
  BlobSizeTooLargeError,
}

/** spec §5: the fee fields of a transaction request, returned unchanged when they are valid. */
export function validateFees<F extends FeeFields>(fees: F): Result.Result<F, FeeError> {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = fees
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined))
    return Result.fail(new FeeConflictError())
  if (maxFeePerGas !== undefined && maxFeePerGas > maxUint256)
    return Result.fail(new FeeCapTooHighError({ maxFeePerGas }))
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  )
    return Result.fail(new TipAboveFeeCapError({ maxFeePerGas, maxPriorityFeePerGas }))
  return Result.succeed(fees)
}

/** spec §5: "base-fee multiplier at least 1" (NaN is refused too). */
export function validateBaseFeeMultiplier(
  baseFeeMultiplier: number,
): Result.Result<number, BaseFeeScalarError> {
  return baseFeeMultiplier >= 1
    ? Result.succeed(baseFeeMultiplier)
    : Result.fail(new BaseFeeScalarError({ baseFeeMultiplier }))
}

export type BlobData = Uint8Array | `0x${string}`

/** spec §5: "blob data non-empty and at most 761855 bytes"; hex counts two digits a byte. */
export function validateBlobData<B extends BlobData>(
  data: B,
): Result.Result<B, EmptyBlobError | BlobSizeTooLargeError> {
  const bytes = size(data)
  if (bytes === 0) return Result.fail(new EmptyBlobError())
  if (bytes > MAX_BLOB_DATA_BYTES)
    return Result.fail(new BlobSizeTooLargeError({ maxSize: MAX_BLOB_DATA_BYTES, size: bytes }))
  return Result.succeed(data)
}
