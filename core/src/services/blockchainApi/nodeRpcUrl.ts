// spec §7 "Node RPC per chain with chainId and projectId": the Blockchain API's node proxy, the
// default node of a network the host gave no URL for (issue 29 (4)).
import type { CaipNetwork } from '../../domain/types'

/** The node URL of a network, for an adapter that reads from nodes. */
export type NodeRpcUrl = (network: CaipNetwork) => string

export function blockchainApiNodeRpc(baseUrl: string, projectId: string): NodeRpcUrl {
  return (network) => {
    const url = new URL('v1/', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    url.searchParams.set('chainId', network.caipNetworkId)
    url.searchParams.set('projectId', projectId)
    return url.toString()
  }
}
