// The convert routes' view of one fixture chain: a viem client on its node, the swap contract
// and the reads the routes need. A contract revert becomes a 400 carrying the revert reason.
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  http,
  maxUint256,
} from 'viem'
import { airlockSwap, testToken } from '../../fixtures/artifacts'
import type { FixtureAddresses } from '../../fixtures/deployFixtures'
import { HttpError } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { type CaipToken, caipToken, isNativeToken } from './caip'
import { findSwapToken } from './swapTokens'

const clientFor = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

export interface SwapChain {
  readonly chainId: number
  readonly client: ReturnType<typeof clientFor>
  readonly fixtures: FixtureAddresses
}

export function findSwapChain(context: ApiContext, chainId: number): SwapChain | undefined {
  const chain = context.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) return undefined
  return { chainId, client: clientFor(chain.rpcUrl), fixtures: context.fixtures }
}

/** The chain, or a 400 where an empty answer would make no sense. */
export function requireSwapChain(context: ApiContext, chainId: number): SwapChain {
  const chain = findSwapChain(context, chainId)
  if (!chain) throw new HttpError(400, `chain eip155:${chainId} is not supported for swaps`)
  return chain
}

/** The revert reason inside a viem contract error, if the call reverted with one. */
export function revertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  return reverted instanceof ContractFunctionRevertedError ? reverted.reason : undefined
}

/** Awaits a contract call; a revert with a reason is a 400 `{ message: reason }`. */
export async function badRequestOnRevert<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    const reason = revertReason(error)
    if (reason !== undefined) throw new HttpError(400, reason)
    throw error
  }
}

/** AirlockSwap.quote: what swapping `amountIn` of `from` pays in `to`. */
export function readQuote(chain: SwapChain, from: Address, to: Address, amountIn: bigint) {
  return badRequestOnRevert(
    chain.client.readContract({
      address: chain.fixtures.swap,
      abi: airlockSwap.abi,
      functionName: 'quote',
      args: [from, to, amountIn],
    }),
  )
}

/** The swap contract's allowance over `owner`'s `token`; unlimited for the native coin. */
export async function readAllowance(chain: SwapChain, token: Address, owner: Address) {
  if (isNativeToken(token)) return maxUint256
  return badRequestOnRevert(
    chain.client.readContract({
      address: token,
      abi: testToken.abi,
      functionName: 'allowance',
      args: [owner, chain.fixtures.swap],
    }),
  )
}

/** The `from` and `to` tokens of a swap on a fixture chain: both on it, both traded by the swap. */
export function requireSwapPair(context: ApiContext, from: CaipToken, to: CaipToken) {
  if (from.chainId !== to.chainId) throw new HttpError(400, 'from and to must be on one chain')
  const chain = requireSwapChain(context, from.chainId)
  for (const token of [from, to]) {
    if (!findSwapToken(context.fixtures, token.address)) {
      throw new HttpError(400, `unsupported token ${caipToken(token)}`)
    }
  }
  return chain
}
