// EIP-1193 requests as effects: a rejection becomes UserRejectedError (4001), any other wallet
// error a WalletRpcError with its code (a node's refusal relayed by the wallet: relayedNodeError).
import {
  type CaipNetwork,
  type Eip1193Provider,
  toWalletRpcError,
  type UserRejectedError,
  WalletChainMismatchError,
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

/** Issue 28: the wallet must be on `network`: a send would otherwise be signed on the chain it is
 * on while the widget shows another, and a switch the wallet answered may not have been made. */
export const walletOnNetwork = (
  provider: Eip1193Provider,
  network: CaipNetwork,
): Effect.Effect<void, ProviderCallError | WalletChainMismatchError> =>
  Effect.gen(function* () {
    const walletChainId = Number(yield* providerCall(provider, 'eth_chainId'))
    const chainId = Number(network.id)
    if (walletChainId !== chainId) {
      return yield* Effect.fail(
        new WalletChainMismatchError({ walletChainId, chainId, networkName: network.name }),
      )
    }
  })
