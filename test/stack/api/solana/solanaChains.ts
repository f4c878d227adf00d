// spec §7 GET /v1/supported-chains with the local Solana (issue 17): the widget asks the API
// only for networks in this list (core supportedChains.ts), so the Solana mainnet id joins the
// EVM chains when the API has a Solana RPC in its context.
import type { Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { SOLANA_MAINNET } from './solanaBalance'

export function withSolanaChains(context: ApiContext) {
  return (route: Route): Route => {
    if (!context.solana || route.method !== 'GET' || route.path !== '/v1/supported-chains') {
      return route
    }
    return {
      ...route,
      handle: async (request) => {
        const answer = await route.handle(request)
        const listed = answer.json as { http: readonly string[]; ws: readonly string[] }
        return { ...answer, json: { ...listed, http: [...listed.http, SOLANA_MAINNET] } }
      },
    }
  }
}
