// spec §7 account lookups: balance (cached 30 s, a failure blocks retries for 30 s), history,
// identity (cached 5 min). spec §9: balance on eip155 and solana; activity on eip155.
import { Clock, Effect } from 'effect'
import {
  BALANCE_CACHE_TTL_MS,
  BALANCE_NAMESPACES,
  BALANCE_RETRY_BLOCK_MS,
  IDENTITY_CACHE_TTL_MS,
} from '../../constants'
import type { OnrampProviderName } from '../../domain/types'
import {
  HistoryAddressRequiredError,
  TokenBalanceUnavailableError,
  TransactionsFetchError,
} from '../../errors/sdk'
import type { ApiClient } from './apiClient'
import { apiPath } from './apiPath'
import {
  BalanceResponse,
  type HistoryPage,
  HistoryResponse,
  IdentityResponse,
  type TokenBalance,
} from './responses'
import type { SupportedChains } from './supportedChains'
import { makeTtlCache } from './ttlCache'

const namespaceOf = (caipNetworkId: string) => caipNetworkId.split(':')[0] ?? ''
const emptyHistory: HistoryPage = { data: [], next: null }

export function makeAccountCalls(client: ApiClient, supported: SupportedChains) {
  const balances = makeTtlCache<readonly TokenBalance[]>(BALANCE_CACHE_TTL_MS)
  const identities = makeTtlCache<typeof IdentityResponse.Type>(IDENTITY_CACHE_TTL_MS)
  const failedAt = new Map<string, number>()

  const getBalance = ({
    address,
    caipNetworkId,
    forceUpdate,
  }: {
    readonly address: string
    readonly caipNetworkId: string
    readonly forceUpdate?: string
  }): Effect.Effect<readonly TokenBalance[], TokenBalanceUnavailableError> =>
    Effect.gen(function* () {
      const key = `${caipNetworkId}:${address}`
      const now = yield* Clock.currentTimeMillis
      const lastFailure = failedAt.get(key)
      // spec §8: after a failure, no new request for 30 s.
      if (lastFailure !== undefined && now - lastFailure < BALANCE_RETRY_BLOCK_MS) {
        return yield* Effect.fail(new TokenBalanceUnavailableError())
      }
      const supportedHere =
        BALANCE_NAMESPACES.includes(namespaceOf(caipNetworkId)) &&
        (yield* supported.supports(caipNetworkId))
      if (!supportedHere) return yield* Effect.fail(new TokenBalanceUnavailableError())
      if (forceUpdate !== undefined) balances.invalidate(key)
      const load = client
        .get(
          apiPath`/v1/account/${address}/balance`,
          { currency: 'usd', chainId: caipNetworkId, forceUpdate },
          BalanceResponse,
        )
        .pipe(Effect.map((response) => response.balances))
      return yield* balances.through(key, load).pipe(
        Effect.tapError(() =>
          Clock.currentTimeMillis.pipe(Effect.map((at) => failedAt.set(key, at))),
        ),
        Effect.mapError((cause) => new TokenBalanceUnavailableError({ cause })),
      )
    })

  const fetchTransactions = ({
    account,
    caipNetworkId,
    cursor,
    onramp,
  }: {
    readonly account: string
    readonly caipNetworkId: string
    readonly cursor?: string
    /** Only the purchases through this on-ramp provider (spec §7 `onramp`). */
    readonly onramp?: OnrampProviderName
  }): Effect.Effect<HistoryPage, TransactionsFetchError | HistoryAddressRequiredError> =>
    Effect.gen(function* () {
      // spec §8 "Fetching without address throws", before anything is asked.
      if (account.trim() === '') return yield* Effect.fail(new HistoryAddressRequiredError())
      if (namespaceOf(caipNetworkId) !== 'eip155') return emptyHistory
      if (!(yield* supported.supports(caipNetworkId))) return emptyHistory
      return yield* client
        .get(
          apiPath`/v1/account/${account}/history`,
          { cursor, onramp, chainId: caipNetworkId },
          HistoryResponse,
        )
        .pipe(Effect.mapError((cause) => new TransactionsFetchError({ cause })))
    })

  const fetchIdentity = ({
    address,
    sender,
  }: {
    readonly address: string
    readonly sender?: string
  }) =>
    identities.through(
      address.toLowerCase(),
      client.get(apiPath`/v1/identity/${address}`, { sender }, IdentityResponse),
    )

  /** A new name of the address (spec §7 register) outdates its cached identity. */
  const forgetIdentity = (address: string) => identities.invalidate(address.toLowerCase())

  return { getBalance, fetchTransactions, fetchIdentity, forgetIdentity }
}
