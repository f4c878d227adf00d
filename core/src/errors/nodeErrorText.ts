// spec §8: "Node texts map to named errors". viem's node error classes hold the patterns (their
// static `nodeMessage` regex); issue 27: they live here, apart from the error classes, so only
// the code that reads a node's answer (an adapter's transfer) brings them.
import {
  ExecutionRevertedError as ViemExecutionRevertedError,
  FeeCapTooHighError as ViemFeeCapTooHighError,
  FeeCapTooLowError as ViemFeeCapTooLowError,
  InsufficientFundsError as ViemInsufficientFundsError,
  IntrinsicGasTooHighError as ViemIntrinsicGasTooHighError,
  IntrinsicGasTooLowError as ViemIntrinsicGasTooLowError,
  NonceMaxValueError as ViemNonceMaxValueError,
  NonceTooHighError as ViemNonceTooHighError,
  NonceTooLowError as ViemNonceTooLowError,
  TipAboveFeeCapError as ViemTipAboveFeeCapError,
  TransactionTypeNotSupportedError as ViemTransactionTypeNotSupportedError,
} from 'viem'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  type NodeError,
  type NodeErrorFields,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './transaction'

/**
 * geth's own text (core/types/transaction.go `ErrTxTypeNotSupported`). viem's pattern only
 * knows erigon's "transaction type not valid", so both are checked.
 */
const gethTxTypeNotSupported = /transaction type not supported/

/** The text after "execution reverted", if any: the revert reason. */
function revertReason(text: string): string | undefined {
  const reason = /execution reverted:?(.*)$/is.exec(text)?.[1]?.trim()
  return reason ? reason : undefined
}

/**
 * spec §8: "Node texts map to named errors". Same order and patterns as viem's `getNodeError`
 * (the text is lower-cased first, as viem does). Never throws; unknown text → UnknownNodeError.
 */
export function toNodeError(message: string, cause?: unknown): NodeError {
  const text = message.toLowerCase()
  const fields: NodeErrorFields = { details: message, cause }
  if (ViemExecutionRevertedError.nodeMessage.test(text))
    return new ExecutionRevertedError({ ...fields, reason: revertReason(message) })
  if (ViemFeeCapTooHighError.nodeMessage.test(text)) return new FeeCapTooHighError(fields)
  if (ViemFeeCapTooLowError.nodeMessage.test(text)) return new FeeCapTooLowError(fields)
  if (ViemNonceTooHighError.nodeMessage.test(text)) return new NonceTooHighError(fields)
  if (ViemNonceTooLowError.nodeMessage.test(text)) return new NonceTooLowError(fields)
  if (ViemNonceMaxValueError.nodeMessage.test(text)) return new NonceMaxValueError(fields)
  if (ViemInsufficientFundsError.nodeMessage.test(text)) return new InsufficientFundsError(fields)
  if (ViemIntrinsicGasTooHighError.nodeMessage.test(text))
    return new IntrinsicGasTooHighError(fields)
  if (ViemIntrinsicGasTooLowError.nodeMessage.test(text)) return new IntrinsicGasTooLowError(fields)
  if (
    ViemTransactionTypeNotSupportedError.nodeMessage.test(text) ||
    gethTxTypeNotSupported.test(text)
  )
    return new TransactionTypeNotSupportedError(fields)
  if (ViemTipAboveFeeCapError.nodeMessage.test(text)) return new TipAboveFeeCapError(fields)
  return new UnknownNodeError(fields)
}
