// GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice — one quote, read from the swap
// contract (eth_call of `quote`) on `from`'s chain. No quotes for a chain without the swap, a
// cross-chain pair or a token it does not trade. `gasPrice` is accepted and unused: the rate is
// fixed.
import type { Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { caipToken } from './caip'
import { addressParam, queryInputs, swapAmountParam, tokenParam } from './convertParams'
import { findSwapChain, readQuote } from './swapChain'
import { findSwapToken } from './swapTokens'

export function quotesRoute(context: ApiContext): Route {
  return {
    method: 'GET',
    path: '/v1/convert/quotes',
    handle: async ({ query }) => {
      const inputs = queryInputs(query)
      const amount = swapAmountParam(inputs)
      addressParam(inputs, 'userAddress')
      const from = tokenParam(inputs, 'from')
      const to = tokenParam(inputs, 'to')
      const chain = findSwapChain(context, from.chainId)
      const traded = [from, to].every((token) => findSwapToken(context.fixtures, token.address))
      if (!chain || to.chainId !== from.chainId || !traded) return { json: { quotes: [] } }
      const toAmount = await readQuote(chain, from.address, to.address, amount)
      const quote = {
        id: `airlock-swap:${caipToken(from)}:${caipToken(to)}:${amount}`,
        fromAmount: amount.toString(),
        fromAccount: caipToken(from),
        toAmount: toAmount.toString(),
        toAccount: caipToken(to),
      }
      return { json: { quotes: [quote] } }
    },
  }
}
