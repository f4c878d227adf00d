// EIP-1193 requests as effects: a rejection becomes UserRejectedError (4001), any other wallet
// error a WalletRpcError with its code (a node's refusal relayed by the wallet: relayedNodeError).
import {
  type Eip1193Provider,
  toWalletRpcError,
  type UserRejectedError,
  type WalletRpcError,
} from '@airlock/core/adapter'
import { Effect } from 'effect'
import { missingPeerOr } from '../peers/loadPeer'
import type { MissingPeerDependencyError } from '../peers/missingPeerDependencyError'

/** A WalletConnect provider whose SDK is not installed fails with MissingPeerDependencyError. */
export type ProviderCallError = UserRejectedError | WalletRpcError | MissingPeerDependencyError

export function providerCall(
  provider: Eip1193Provider,
  method: string,
  params?: unknown,
): Effect.Effect<unknown, ProviderCallError> {
  return Effect.tryPromise({
    try: () => provider.request(params === undefined ? { method } : { method, params }),
    catch: missingPeerOr(toWalletRpcError),
  })
}
