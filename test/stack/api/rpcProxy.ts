// spec §7 "Node RPC per chain with chainId and projectId": the Blockchain API's node proxy over
// the local chains. A JSON-RPC POST (one call or a batch) to `/v1/?chainId=eip155:1&projectId=…`
// goes to that chain's anvil and its answer comes back as the node gave it. A chain the stack
// does not run, or no projectId, is a 400 with the reason.
import type { Route, RouteRequest, RouteResult } from '../http/jsonServer'
import type { ApiContext } from './apiContext'
import { caip2Of } from './chainClients'

export function rpcProxyRoutes(context: ApiContext): Route[] {
  const handle = async (request: RouteRequest): Promise<RouteResult> => {
    if (!request.query.get('projectId')?.trim()) {
      return { status: 400, json: { message: 'projectId is required' } }
    }
    const chainId = request.query.get('chainId') ?? ''
    const chain = context.chains.find((candidate) => caip2Of(candidate.chainId) === chainId)
    if (!chain)
      return { status: 400, json: { message: `No node for chainId ${chainId || '(none)'}` } }
    const answer = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
    })
    return { status: answer.status, json: await answer.json() }
  }
  return [
    { method: 'POST', path: '/v1/', handle },
    { method: 'POST', path: '/v1', handle },
  ]
}
