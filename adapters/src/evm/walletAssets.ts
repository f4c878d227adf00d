// spec §7 wallet calls on eip155: `wallet_getCapabilities` (EIP-5792) says whether the wallet
// discovers the account's assets on the chain; if it does, `wallet_getAssets` (ERC-7811) gives
// them, and the widget shows those balances instead of the Blockchain API's. A wallet that knows
// neither call, or answers assets the widget cannot read, leaves the balances to the API; a
// capabilities answer that does not decode is spec §8's 'Error parsing wallet capabilities'.
import {
  type CaipNetwork,
  discoversAssets,
  type Eip1193Provider,
  hexChainId,
  walletAssetBalances,
} from '@airlock/core/adapter'
import { Effect, Option, Result } from 'effect'
import { providerCall } from './providerCalls'

/** The wallet's `wallet_getCapabilities` answer for the account, or none when it refused. */
export const askCapabilities = (provider: Eip1193Provider, address: string) =>
  Effect.option(providerCall(provider, 'wallet_getCapabilities', [address]))

/** The balances the wallet reports, given its capabilities answer (askCapabilities). */
export function walletAssets(
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
  capabilities: Option.Option<unknown>,
) {
  return Effect.gen(function* () {
    if (Option.isNone(capabilities)) return undefined
    const discovers = discoversAssets(capabilities.value, network.id)
    if (Result.isFailure(discovers)) return yield* Effect.fail(discovers.failure)
    if (!discovers.success) return undefined
    const assets = yield* Effect.option(
      providerCall(provider, 'wallet_getAssets', [
        { account: address, chainFilter: [hexChainId(network.id)] },
      ]),
    )
    return Option.isSome(assets)
      ? walletAssetBalances(assets.value, network.caipNetworkId)
      : undefined
  })
}
