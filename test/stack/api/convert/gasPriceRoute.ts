// GET /v1/convert/gas-price?chainId=eip155:1 — the node's gas price as three speed tiers.
import type { Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { chainIdParam, queryInputs } from './convertParams'
import { requireSwapChain } from './swapChain'

/** standard ×1, fast ×1.2, instant ×1.5 of the node's price, as decimal wei. */
export function gasPriceTiers(gasPrice: bigint) {
  return {
    standard: gasPrice.toString(),
    fast: ((gasPrice * 12n) / 10n).toString(),
    instant: ((gasPrice * 15n) / 10n).toString(),
  }
}

export function gasPriceRoute(context: ApiContext): Route {
  return {
    method: 'GET',
    path: '/v1/convert/gas-price',
    handle: async ({ query }) => {
      const chain = requireSwapChain(context, chainIdParam(queryInputs(query)))
      return { json: gasPriceTiers(await chain.client.getGasPrice()) }
    },
  }
}
