// A @solana/web3.js Connection per network, 'confirmed' reads, and spec §9's 10 s RPC timeout on
// every call. web3.js comes in as an argument, loaded on the first balance read or send (./web3).
import { RPC_TIMEOUT_MS } from '@airlock/core/internal'
import type { Connection } from '@solana/web3.js'
import type { SolanaRpcEndpoint } from './rpcEndpoint'
import type { SolanaWeb3 } from './web3'

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(RPC_TIMEOUT_MS) })

export function createConnection(
  web3: SolanaWeb3,
  { http, webSocket }: SolanaRpcEndpoint,
): Connection {
  return new web3.Connection(http, {
    commitment: 'confirmed',
    wsEndpoint: webSocket,
    fetch: fetchWithTimeout,
  })
}

/** The lamports an address holds (the address already checked as base58). */
export function lamportsOf(
  web3: SolanaWeb3,
  connection: Connection,
  address: string,
): Promise<number> {
  return connection.getBalance(new web3.PublicKey(address), 'confirmed')
}
