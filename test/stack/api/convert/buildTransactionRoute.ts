// POST /v1/convert/build-transaction — the swap call for the user to send: `swap(from, to,
// amount, minAmountOut)` with minAmountOut the current quote less the slippage, the value in
// `amount` (the native coin in, else '0'), gas from eth_estimateGas unless `disableEstimate`.
import { encodeFunctionData } from 'viem'
import { airlockSwap } from '../../fixtures/artifacts'
import type { Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { isNativeToken } from './caip'
import {
  addressParam,
  bodyInputs,
  fieldOf,
  required,
  swapAmountParam,
  tokenParam,
} from './convertParams'
import { minAmountOut, slippageOf } from './slippage'
import { badRequestOnRevert, readQuote, requireSwapPair } from './swapChain'

/** Gas when the caller skips the estimate (e.g. before its approve is mined); swaps take 50–100k. */
export const unestimatedSwapGas = 300_000n

export function buildTransactionRoute(context: ApiContext): Route {
  return {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    handle: async ({ body, query }) => {
      const inputs = bodyInputs(body)
      required((name) => inputs(name) ?? query.get(name) ?? undefined, 'projectId')
      const amount = swapAmountParam(inputs)
      const user = addressParam(inputs, 'userAddress')
      const from = tokenParam(inputs, 'from')
      const to = tokenParam(inputs, 'to')
      const slippage = slippageOf(body)
      const chain = requireSwapPair(context, from, to)

      const quoted = await readQuote(chain, from.address, to.address, amount)
      const value = isNativeToken(from.address) ? amount : 0n
      const swap = {
        address: context.fixtures.swap,
        abi: airlockSwap.abi,
        functionName: 'swap',
        args: [from.address, to.address, amount, minAmountOut(quoted, slippage)],
      } as const
      const disableEstimate = fieldOf(body, 'disableEstimate') === true
      const [gas, gasPrice] = await Promise.all([
        disableEstimate
          ? unestimatedSwapGas
          : badRequestOnRevert(chain.client.estimateContractGas({ ...swap, account: user, value })),
        chain.client.getGasPrice(),
      ])
      const tx = {
        from: user,
        to: context.fixtures.swap,
        data: encodeFunctionData(swap),
        amount: value.toString(),
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
      }
      return { json: { tx } }
    },
  }
}
