// GET /v1/convert/allowance?tokenAddress&userAddress — what the swap contract may spend of the
// user's token (ERC-20 allowance); the native coin needs none, so it is unlimited.
import { HttpError, type Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { addressParam, queryInputs, tokenParam } from './convertParams'
import { readAllowance, requireSwapChain } from './swapChain'
import { findSwapToken } from './swapTokens'

export function allowanceRoute(context: ApiContext): Route {
  return {
    method: 'GET',
    path: '/v1/convert/allowance',
    handle: async ({ query }) => {
      const inputs = queryInputs(query)
      const token = tokenParam(inputs, 'tokenAddress')
      const user = addressParam(inputs, 'userAddress')
      const chain = requireSwapChain(context, token.chainId)
      if (!findSwapToken(context.fixtures, token.address)) {
        throw new HttpError(400, 'unsupported token')
      }
      const allowance = await readAllowance(chain, token.address, user)
      return { json: { allowance: allowance.toString() } }
    },
  }
}
