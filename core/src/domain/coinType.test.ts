import { Result } from 'effect'
import fc from 'fast-check'
import { toCoinType } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidCoinTypeChainIdError } from '../errors/validation'
import { coinTypeForChainId } from './coinType'

describe('coinTypeForChainId (spec §5, ENSIP-11)', () => {
  it.each([
    [1, 60],
    [0, 0x80000000],
    [10, 2147483658],
    [137, 0x80000089],
    [8453, 0x80002105],
    [42161, 0x8000a4b1],
    [2147483647, 0xffffffff],
  ])('chain id %d → coin type %d', (chainId, coinType) => {
    expect(coinTypeForChainId(chainId)).toEqual(Result.succeed(coinType))
  })

  it.each([2147483648, 2 ** 32, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects chain id %d',
    (chainId) => {
      const result = coinTypeForChainId(chainId)
      expect(Result.isFailure(result) && result.failure).toBeInstanceOf(InvalidCoinTypeChainIdError)
    },
  )

  it('explains the refusal', () => {
    const result = coinTypeForChainId(-1)
    expect(Result.isFailure(result) && result.failure.message).toBe(
      'Invalid ENSIP-11 chainId: -1. Must be between 0 and 0x7fffffff, or 1.',
    )
  })

  it.each([0, 1, 10, 56, 100, 137, 324, 8453, 42161, 43114, 11155111, 1313161554, 2147483647])(
    'agrees with viem toCoinType for %d',
    (chainId) => {
      expect(coinTypeForChainId(chainId)).toEqual(Result.succeed(Number(toCoinType(chainId))))
    },
  )

  it('agrees with viem toCoinType on every integer chain id', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 32), max: 2 ** 32 }), (chainId) => {
        let viemCoinType: number | undefined
        try {
          viemCoinType = Number(toCoinType(chainId))
        } catch {
          viemCoinType = undefined
        }
        const ours = coinTypeForChainId(chainId)
        expect(Result.isSuccess(ours) ? ours.success : undefined).toBe(viemCoinType)
      }),
    )
  })

  it('never throws on any number', () => {
    fc.assert(
      fc.property(fc.double(), (chainId) => {
        const result = coinTypeForChainId(chainId)
        if (Result.isFailure(result))
          expect(result.failure).toBeInstanceOf(InvalidCoinTypeChainIdError)
      }),
    )
  })
})
