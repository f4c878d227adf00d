// spec §5, ENSIP-11: an EVM chain's coin type is 60 for mainnet, otherwise the chain id with the
// high bit set. Same rule as viem's `toCoinType`, as a value and with an integer check viem skips.
import { Result } from 'effect'
import { COIN_TYPE_CHAIN_ID_LIMIT } from '../constants'
import { InvalidCoinTypeChainIdError } from '../errors/validation'

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
