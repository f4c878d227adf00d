import fc from 'fast-check'
import * as viem from 'viem'
import { describe, expect, it } from 'vitest'
import { toNodeError } from './nodeErrorText'
import * as transaction from './transaction'

function thrownBy(run: () => unknown): viem.BaseError {
  try {
    run()
  } catch (error) {
    if (error instanceof viem.BaseError) return error
  }
  throw new Error('expected a viem error')
}

const hash = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'

describe('toNodeError (spec §8: node texts map to named errors)', () => {
  // Texts as geth (core/error.go, txpool) and anvil answer them, wrapped or not.
  it.each([
    ['insufficient funds for gas * price + value', transaction.InsufficientFundsError],
    [
      'insufficient funds for gas * price + value: address 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 have 0 want 21000',
      transaction.InsufficientFundsError,
    ],
    ['nonce too low', transaction.NonceTooLowError],
    ['nonce too low: address 0xf39F, tx: 0 state: 5', transaction.NonceTooLowError],
    ['already known', transaction.NonceTooLowError],
    ['nonce too high', transaction.NonceTooHighError],
    ['nonce has max value', transaction.NonceMaxValueError],
    ['max fee per gas less than block base fee', transaction.FeeCapTooLowError],
    [
      'max fee per gas less than block base fee: address 0xf39F, maxFeePerGas: 1 baseFee: 7',
      transaction.FeeCapTooLowError,
    ],
    ['max fee per gas higher than 2^256-1', transaction.FeeCapTooHighError],
    ['intrinsic gas too low', transaction.IntrinsicGasTooLowError],
    ['intrinsic gas too low: have 1, want 21000', transaction.IntrinsicGasTooLowError],
    ['intrinsic gas too high', transaction.IntrinsicGasTooHighError],
    ['transaction type not supported', transaction.TransactionTypeNotSupportedError],
    ['transaction type not valid', transaction.TransactionTypeNotSupportedError],
    ['execution reverted', transaction.ExecutionRevertedError],
    [
      'execution reverted: ERC20: transfer amount exceeds balance',
      transaction.ExecutionRevertedError,
    ],
    ['gas required exceeds allowance (30000000)', transaction.ExecutionRevertedError],
    ['max priority fee per gas higher than max fee per gas', transaction.TipAboveFeeCapError],
    ['Insufficient funds for gas * price + value', transaction.InsufficientFundsError],
    ['', transaction.UnknownNodeError],
    ['header not found', transaction.UnknownNodeError],
    ['something unexpected happened', transaction.UnknownNodeError],
  ])('%j → %o', (text, ErrorClass) => {
    const error = toNodeError(text)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.details).toBe(text)
  })

  it.each([
    [
      'execution reverted: ERC20: transfer amount exceeds balance',
      'ERC20: transfer amount exceeds balance',
    ],
    ['Execution Reverted: Ownable: caller is not the owner', 'Ownable: caller is not the owner'],
    ['execution reverted', undefined],
    ['execution reverted: ', undefined],
  ])('keeps the revert reason of %j', (text, reason) => {
    const error = toNodeError(text)
    expect(error).toBeInstanceOf(transaction.ExecutionRevertedError)
    expect(error).toMatchObject({ _tag: 'ExecutionRevertedError', reason })
  })

  it('keeps the cause', () => {
    const cause = new Error('nonce too low')
    expect(toNodeError(cause.message, cause).cause).toBe(cause)
  })

  it('never throws on arbitrary strings and always answers a tagged error', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const error = toNodeError(text)
        expect(typeof error._tag).toBe('string')
        expect(typeof error.message).toBe('string')
      }),
    )
  })

  it('never throws on node texts with noise around them', () => {
    const known = fc.constantFrom('nonce too low', 'execution reverted: x', 'insufficient funds')
    fc.assert(
      fc.property(fc.string(), known, fc.string(), (before, text, after) => {
        expect(toNodeError(`${before}${text}${after}`)._tag).not.toBe('UnknownNodeError')
      }),
    )
  })
})

describe('TransactionRevertedError (spec §8: reverted with reason or unknown reason)', () => {
  it.each([
    [
      { reason: 'ERC20: transfer amount exceeds balance' },
      'ERC20: transfer amount exceeds balance',
    ],
    [{}, 'unknown reason'],
    [{ reason: '' }, 'unknown reason'],
  ])('%o → message mentions %j', (args, text) => {
    const error = new transaction.TransactionRevertedError(args)
    expect(error._tag).toBe('TransactionRevertedError')
    expect(error.message).toContain(text)
  })
})

describe("spec §5, §8: messages are viem's own", () => {
  it.each([
    [new transaction.FeeConflictError(), new viem.FeeConflictError()],
    [new transaction.BaseFeeScalarError({ baseFeeMultiplier: 0.5 }), new viem.BaseFeeScalarError()],
    // viem does not export its blob errors, so take the ones `toBlobs` throws.
    [new transaction.EmptyBlobError(), thrownBy(() => viem.toBlobs({ data: new Uint8Array(0) }))],
    [
      new transaction.BlobSizeTooLargeError({ maxSize: 761855, size: 761856 }),
      thrownBy(() => viem.toBlobs({ data: new Uint8Array(761856) })),
    ],
    [
      new transaction.TransactionNotFoundError({ hash }),
      new viem.TransactionNotFoundError({ hash }),
    ],
    [
      new transaction.TransactionReceiptNotFoundError({ hash }),
      new viem.TransactionReceiptNotFoundError({ hash }),
    ],
    [
      new transaction.WaitForTransactionReceiptTimeoutError({ hash }),
      new viem.WaitForTransactionReceiptTimeoutError({ hash }),
    ],
    [
      new transaction.ExecutionRevertedError({ reason: 'nope' }),
      new viem.ExecutionRevertedError({ message: 'execution reverted: nope' }),
    ],
    [new transaction.ExecutionRevertedError({}), new viem.ExecutionRevertedError()],
    [new transaction.FeeCapTooHighError({}), new viem.FeeCapTooHighError()],
    [
      new transaction.FeeCapTooHighError({ maxFeePerGas: 2n ** 256n }),
      new viem.FeeCapTooHighError({ maxFeePerGas: 2n ** 256n }),
    ],
    [
      new transaction.FeeCapTooLowError({ maxFeePerGas: 1_000_000_000n }),
      new viem.FeeCapTooLowError({ maxFeePerGas: 1_000_000_000n }),
    ],
    [new transaction.NonceTooHighError({}), new viem.NonceTooHighError()],
    [new transaction.NonceTooLowError({}), new viem.NonceTooLowError()],
    [new transaction.NonceMaxValueError({}), new viem.NonceMaxValueError()],
    [new transaction.InsufficientFundsError({}), new viem.InsufficientFundsError()],
    [new transaction.IntrinsicGasTooHighError({}), new viem.IntrinsicGasTooHighError()],
    [new transaction.IntrinsicGasTooLowError({}), new viem.IntrinsicGasTooLowError()],
    [
      new transaction.TransactionTypeNotSupportedError({}),
      new viem.TransactionTypeNotSupportedError({}),
    ],
    [
      new transaction.TipAboveFeeCapError({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }),
      new viem.TipAboveFeeCapError({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }),
    ],
    [new transaction.TipAboveFeeCapError({}), new viem.TipAboveFeeCapError()],
  ])('%s', (ours, theirs) => {
    expect(ours.message).toBe(theirs.shortMessage)
    expect(ours._tag).toBe(theirs.name)
  })

  it.each([
    [new transaction.TransactionNotFoundError({}), 'Transaction could not be found.'],
    [
      new transaction.UnknownNodeError({ details: 'header not found' }),
      'An error occurred while executing: header not found',
    ],
  ])('%s without details', (error, message) => {
    expect(error.message).toBe(message)
  })
})
