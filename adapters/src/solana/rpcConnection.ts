// A @solana/web3.js Connection per network: the host's endpoint (the local stack, a paid RPC)
// over the network's own, 'confirmed' reads, and spec §9's 10 s RPC timeout on every call.
import { type CaipNetwork, RPC_TIMEOUT_MS } from '@airlock/core'
import { Connection } from '@solana/web3.js'

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

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(RPC_TIMEOUT_MS) })

export function createConnection({ http, webSocket }: SolanaRpcEndpoint): Connection {
  return new Connection(http, {
    commitment: 'confirmed',
    wsEndpoint: webSocket,
    fetch: fetchWithTimeout,
  })
}
