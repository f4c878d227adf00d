// spec §7 GET /v1/supported-chains: the CAIP-2 ids of the local chains; no WebSocket RPC.
import type { Route } from '../http/jsonServer'
import type { ApiContext } from './apiContext'
import { caip2Of } from './chainClients'

export function supportedChainsRoutes(context: ApiContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/supported-chains',
      handle: () => ({
        json: { http: context.chains.map(({ chainId }) => caip2Of(chainId)), ws: [] },
      }),
    },
  ]
}
