// Which endpoint a Solana network is read and sent through: the host's (the local stack, a paid
// RPC) over the network's own. No @solana/web3.js here: it loads lazily (./web3, issue 10).
import type { CaipNetwork } from '@airlock/core/adapter'

export interface SolanaRpcEndpoint {
  readonly http: string
  /** signatureSubscribe confirmations; web3.js derives it from `http` (port + 1) when absent. */
  readonly webSocket?: string
}

export type SolanaRpcUrls = Readonly<Record<string, SolanaRpcEndpoint>>

export function rpcEndpoint(network: CaipNetwork, rpcUrls?: SolanaRpcUrls): SolanaRpcEndpoint {
  const configured = rpcUrls?.[String(network.id)]
  if (configured) return configured
  const { http, webSocket } = network.rpcUrls.default
  return { http: http[0] ?? '', webSocket: webSocket?.[0] }
}
