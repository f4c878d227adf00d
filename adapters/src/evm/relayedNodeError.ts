// spec §8: a node's refusal relayed by the wallet (insufficient funds, nonce, fee cap…) as the
// named node error. Issue 27: apart from providerCalls, so viem's node error classes behind
// toNodeError load with the transfer code that reads them, not with the adapter.
import { type NodeError, toNodeError } from '@airlock/core/adapter'
import type { ProviderCallError } from './providerCalls'

/** A wallet error whose text is a node's (spec §8 node texts), as that named error. */
export function asNodeError(error: ProviderCallError): ProviderCallError | NodeError {
  if (error._tag !== 'WalletRpcError') return error
  const text = error.cause instanceof Error ? error.cause.message : error.message
  const nodeError = toNodeError(text, error)
  return nodeError._tag === 'UnknownNodeError' ? error : nodeError
}
