// spec §5, ENSIP-11: an EVM chain's coin type is 60 for mainnet, otherwise the chain id with the
// high bit set. Same rule as viem's `toCoinType`, as a value and with an integer check viem skips.
import { Data, Result } from 'effect'
import { COIN_TYPE_CHAIN_ID_LIMIT } from '../constants'

/** ENSIP-11: the chain id has to fit in 31 bits. */
export class InvalidCoinTypeChainIdError extends Data.TaggedError('InvalidCoinTypeChainIdError')<{
  readonly chainId: number
}> {
  override get message() {
    return `Invalid ENSIP-11 chainId: ${this.chainId}. Must be between 0 and 0x7fffffff, or 1.`
  }
}

/** ENSIP-11 coin type of mainnet (SLIP-44's ETH). */
export const ETH_COIN_TYPE = 60

export function coinTypeForChainId(
  chainId: number,
): Result.Result<number, InvalidCoinTypeChainIdError> {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_CHAIN_ID_LIMIT)
    return Result.fail(new InvalidCoinTypeChainIdError({ chainId }))
  if (chainId === 1) return Result.succeed(ETH_COIN_TYPE)
  return Result.succeed((0x80000000 | chainId) >>> 0)
}
