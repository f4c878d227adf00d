// GET /v1/convert/tokens?chainId=eip155:1 — what the swap trades there; none on other chains.
import type { Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { caipToken } from './caip'
import { chainIdParam, queryInputs } from './convertParams'
import { findSwapChain } from './swapChain'
import { swapTokensOf, tokenLogoUri } from './swapTokens'

export function tokensRoute(context: ApiContext): Route {
  return {
    method: 'GET',
    path: '/v1/convert/tokens',
    handle: ({ query }) => {
      const chainId = chainIdParam(queryInputs(query))
      if (!findSwapChain(context, chainId)) return { json: { tokens: [] } }
      const tokens = swapTokensOf(context.fixtures).map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: caipToken({ chainId, address: token.address }),
        decimals: token.decimals,
        logoUri: tokenLogoUri(token.symbol),
        eip2612: false,
      }))
      return { json: { tokens } }
    },
  }
}
