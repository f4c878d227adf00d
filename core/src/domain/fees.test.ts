import { Result } from 'effect'
import fc from 'fast-check'
import { maxUint256, toBlobs } from 'viem'
import { describe, expect, it } from 'vitest'
import { MAX_BLOB_DATA_BYTES } from '../constants'
import type { FeeFields } from './fees'
import { validateBaseFeeMultiplier, validateBlobData, validateFees } from './fees'

const tagOf = <A, E extends { readonly _tag: string }>(result: Result.Result<A, E>) =>
  Result.isFailure(result) ? result.failure._tag : 'ok'

const gwei = 1_000_000_000n

describe('validateFees (spec §5: fee rules)', () => {
  it('uses 2^256-1 as the fee cap', () => {
    expect(maxUint256).toBe(2n ** 256n - 1n)
  })

  it.each<[string, FeeFields]>([
    ['no fees', {}],
    ['legacy gas price', { gasPrice: 20n * gwei }],
    ['zero gas price', { gasPrice: 0n }],
    ['EIP-1559 fees', { maxFeePerGas: 30n * gwei, maxPriorityFeePerGas: 2n * gwei }],
    ['max fee alone', { maxFeePerGas: 30n * gwei }],
    ['priority fee alone', { maxPriorityFeePerGas: 2n * gwei }],
    ['max fee 2^256-1', { maxFeePerGas: maxUint256 }],
    ['priority fee equal to max fee', { maxFeePerGas: gwei, maxPriorityFeePerGas: gwei }],
    ['both at 2^256-1', { maxFeePerGas: maxUint256, maxPriorityFeePerGas: maxUint256 }],
    [
      'undefined fields',
      { gasPrice: 1n, maxFeePerGas: undefined, maxPriorityFeePerGas: undefined },
    ],
  ])('accepts %s', (_, fees) => {
    expect(validateFees(fees)).toEqual(Result.succeed(fees))
  })

  it.each<[string, FeeFields, string]>([
    ['gas price with max fee', { gasPrice: 1n, maxFeePerGas: 1n }, 'FeeConflictError'],
    ['gas price with priority fee', { gasPrice: 1n, maxPriorityFeePerGas: 1n }, 'FeeConflictError'],
    [
      'gas price with both',
      { gasPrice: 0n, maxFeePerGas: 0n, maxPriorityFeePerGas: 0n },
      'FeeConflictError',
    ],
    ['max fee 2^256', { maxFeePerGas: maxUint256 + 1n }, 'FeeCapTooHighError'],
    [
      'max fee 2^256 with a priority fee',
      { maxFeePerGas: maxUint256 + 1n, maxPriorityFeePerGas: 1n },
      'FeeCapTooHighError',
    ],
    [
      'priority fee one wei above max fee',
      { maxFeePerGas: gwei, maxPriorityFeePerGas: gwei + 1n },
      'TipAboveFeeCapError',
    ],
    [
      'priority fee above zero max fee',
      { maxFeePerGas: 0n, maxPriorityFeePerGas: 1n },
      'TipAboveFeeCapError',
    ],
  ])('rejects %s', (_, fees, tag) => {
    expect(tagOf(validateFees(fees))).toBe(tag)
  })

  it('reports the fees in the message', () => {
    const result = validateFees({ maxFeePerGas: gwei, maxPriorityFeePerGas: 2n * gwei })
    expect(Result.isFailure(result) && result.failure.message).toBe(
      'The provided tip (`maxPriorityFeePerGas` = 2 gwei) cannot be higher than the fee cap (`maxFeePerGas` = 1 gwei).',
    )
  })

  it('never throws and accepts exactly the fees the rules allow', () => {
    const fee = fc.option(fc.bigInt({ min: 0n, max: 2n ** 257n }), { nil: undefined })
    fc.assert(
      fc.property(fee, fee, fee, (gasPrice, maxFeePerGas, maxPriorityFeePerGas) => {
        const ok =
          (gasPrice === undefined ||
            (maxFeePerGas === undefined && maxPriorityFeePerGas === undefined)) &&
          (maxFeePerGas === undefined || maxFeePerGas <= maxUint256) &&
          (maxFeePerGas === undefined ||
            maxPriorityFeePerGas === undefined ||
            maxPriorityFeePerGas <= maxFeePerGas)
        expect(
          Result.isSuccess(validateFees({ gasPrice, maxFeePerGas, maxPriorityFeePerGas })),
        ).toBe(ok)
      }),
    )
  })
})

describe('validateBaseFeeMultiplier (spec §5: at least 1)', () => {
  it.each([1, 1.0000001, 1.2, 2, 10])('accepts %d', (n) => {
    expect(validateBaseFeeMultiplier(n)).toEqual(Result.succeed(n))
  })

  it.each([0.99, 0.9999999, 0, -1, Number.NaN, Number.NEGATIVE_INFINITY])('rejects %d', (n) => {
    expect(tagOf(validateBaseFeeMultiplier(n))).toBe('BaseFeeScalarError')
  })
})

describe('validateBlobData (spec §5: non-empty, at most 761855 bytes)', () => {
  const hexOf = (bytes: number): `0x${string}` => `0x${'ab'.repeat(bytes)}`

  it('allows 761855 bytes, the most viem packs into one transaction', () => {
    expect(MAX_BLOB_DATA_BYTES).toBe(761855)
    expect(() => toBlobs({ data: new Uint8Array(761855) })).not.toThrow()
    expect(() => toBlobs({ data: new Uint8Array(761856) })).toThrow()
  })

  it.each([
    ['1 byte', new Uint8Array(1)],
    ['761855 bytes', new Uint8Array(761855)],
    ['1 byte of hex', hexOf(1)],
    ['761855 bytes of hex', hexOf(761855)],
  ])('accepts %s', (_, data) => {
    // The very data back (identity: a deep compare of 761855 elements took seconds on a
    // loaded machine and hit the test's time limit).
    const result = validateBlobData(data)
    expect(Result.isSuccess(result) && result.success).toBe(data)
  })

  it.each([
    ['0 bytes', new Uint8Array(0), 'EmptyBlobError'],
    ['761856 bytes', new Uint8Array(761856), 'BlobSizeTooLargeError'],
    ['empty hex', hexOf(0), 'EmptyBlobError'],
    ['761856 bytes of hex', hexOf(761856), 'BlobSizeTooLargeError'],
  ])('rejects %s', (_, data, tag) => {
    expect(tagOf(validateBlobData(data))).toBe(tag)
  })

  it('reports the size', () => {
    const result = validateBlobData(new Uint8Array(761856))
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      maxSize: 761855,
      size: 761856,
    })
  })
})
