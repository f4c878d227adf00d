// EIP-1193 requests as effects: a rejection becomes UserRejectedError (4001), any other wallet
// error a WalletRpcError with its code, and a node's refusal relayed by the wallet (insufficient
// funds, nonce, fee cap…) the named node error of spec §8.
import {
  type Eip1193Provider,
  type NodeError,
  toNodeError,
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

/** A wallet error whose text is a node's (spec §8 node texts), as that named error. */
export function asNodeError(error: ProviderCallError): ProviderCallError | NodeError {
  if (error._tag !== 'WalletRpcError') return error
  const text = error.cause instanceof Error ? error.cause.message : error.message
  const nodeError = toNodeError(text, error)
  return nodeError._tag === 'UnknownNodeError' ? error : nodeError
}
