// @solana/web3.js, an optional peer: loaded with import() on the first balance read or send
// (issue 10: web3.js, with bn.js, buffer and borsh, is ~75 kB gzip that discovery, connecting and
// signing never need), and handed to the code that builds on it (./rpcConnection, ./transfer).
import type * as SolanaWeb3Module from '@solana/web3.js'
import { Effect } from 'effect'
import { CodeUnavailableError } from '../errors/walletRpcErrors'
import { loadPeer, missingPeerOr } from '../peers/loadPeer'

export type SolanaWeb3 = typeof SolanaWeb3Module

/** The module, or MissingPeerDependencyError when it is not installed. */
export const loadWeb3 = Effect.tryPromise({
  try: () => loadPeer('solana', '@solana/web3.js', () => import('@solana/web3.js')),
  catch: missingPeerOr(
    (cause) =>
      new CodeUnavailableError({ message: 'The Solana RPC code could not be loaded.', cause }),
  ),
})
