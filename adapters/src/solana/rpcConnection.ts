// A @solana/web3.js Connection per network, 'confirmed' reads, and spec §9's 10 s RPC timeout on
// every call. Loaded with import() on the first balance read or send (issue 10: web3.js, with
// bn.js, buffer and borsh, is ~75 kB gzip that connecting and signing never need).
import { RPC_TIMEOUT_MS } from '@airlock/core'
import { Connection, PublicKey } from '@solana/web3.js'
import type { SolanaRpcEndpoint } from './rpcEndpoint'

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(RPC_TIMEOUT_MS) })

export function createConnection({ http, webSocket }: SolanaRpcEndpoint): Connection {
  return new Connection(http, {
    commitment: 'confirmed',
    wsEndpoint: webSocket,
    fetch: fetchWithTimeout,
  })
}

/** The lamports an address holds (the address already checked as base58). */
export function lamportsOf(connection: Connection, address: string): Promise<number> {
  return connection.getBalance(new PublicKey(address), 'confirmed')
}
