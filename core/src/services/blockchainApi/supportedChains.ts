// spec §7: "skipped with empty result on unsupported network". The service's list of supported
// chains is fetched once (on the first lookup that needs it) and kept; a failed fetch is not
// kept, so the next lookup asks again.
import { Effect } from 'effect'
import type { HttpError } from '../../errors/http'
import type { ApiClient } from './apiClient'
import { SupportedChainsResponse } from './responses'

export interface SupportedChains {
  readonly list: Effect.Effect<typeof SupportedChainsResponse.Type, HttpError>
  /** Whether the API answers for a CAIP-2 network id; false when the list cannot be had. */
  readonly supports: (caipNetworkId: string) => Effect.Effect<boolean>
}

export function makeSupportedChains(client: ApiClient): SupportedChains {
  let known: typeof SupportedChainsResponse.Type | undefined
  const list = Effect.suspend(() =>
    known
      ? Effect.succeed(known)
      : client.get('/v1/supported-chains', {}, SupportedChainsResponse).pipe(
          Effect.tap((chains) =>
            Effect.sync(() => {
              known = chains
            }),
          ),
        ),
  )
  return {
    list,
    supports: (caipNetworkId) =>
      list.pipe(
        Effect.map((chains) => chains.http.includes(caipNetworkId)),
        Effect.orElseSucceed(() => false),
      ),
  }
}
