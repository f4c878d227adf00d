// spec §7 account names: lookup by name and by address (cached 5 min), suggestions in the
// name zone, registration with a signed message. spec §8: each failure is its named error; a
// failed registration answers false.
import { Effect } from 'effect'
import { NAME_CACHE_TTL_MS } from '../../constants'
import { NameResolveError, NameSuggestionsError, NamesForAddressError } from '../../errors/sdk'
import type { ApiClient } from './apiClient'
import { apiPath } from './apiPath'
import {
  type NameProfile,
  NameProfile as NameProfileSchema,
  NameSuggestionsResponse,
  ReverseNamesResponse,
  SuccessResponse,
} from './responses'
import { makeTtlCache } from './ttlCache'

export interface NameRegistration {
  readonly coinType: number
  readonly address: string
  /** JSON of { name, attributes, timestamp (seconds) }, as signed. */
  readonly message: string
  readonly signature: string
}

export function makeNameCalls(client: ApiClient, { zone }: { readonly zone: string }) {
  const byName = makeTtlCache<NameProfile>(NAME_CACHE_TTL_MS)
  const byAddress = makeTtlCache<readonly NameProfile[]>(NAME_CACHE_TTL_MS)

  const lookupName = (name: string) =>
    byName
      .through(
        name.toLowerCase(),
        client.get(apiPath`/v1/profile/account/${name}`, { apiVersion: '2' }, NameProfileSchema),
      )
      .pipe(Effect.mapError((cause) => new NameResolveError({ cause })))

  const reverseLookup = ({
    address,
    sender,
  }: {
    readonly address: string
    readonly sender?: string
  }) =>
    byAddress
      .through(
        address.toLowerCase(),
        client.get(
          apiPath`/v1/profile/reverse/${address}`,
          { sender, apiVersion: '2' },
          ReverseNamesResponse,
        ),
      )
      .pipe(Effect.mapError((cause) => new NamesForAddressError({ cause })))

  const suggestions = (name: string) =>
    client.get(apiPath`/v1/profile/suggestions/${name}`, { zone }, NameSuggestionsResponse).pipe(
      Effect.map((response) => response.suggestions),
      Effect.mapError((cause) => new NameSuggestionsError({ cause })),
    )

  const register = (registration: NameRegistration): Effect.Effect<boolean> =>
    client
      .post(
        '/v1/profile/account',
        {
          coin_type: registration.coinType,
          address: registration.address,
          message: registration.message,
          signature: registration.signature,
        },
        SuccessResponse,
      )
      .pipe(
        Effect.map((response) => response.success),
        Effect.tap((success) =>
          Effect.sync(() => {
            if (success) byAddress.invalidate(registration.address.toLowerCase())
          }),
        ),
        Effect.orElseSucceed(() => false),
      )

  return { lookupName, reverseLookup, suggestions, register }
}
