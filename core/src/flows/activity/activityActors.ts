// The activity flow's side effect (spec §7 history): a page of the account's transactions, with
// which of them are on-ramp purchases. Provided by flowActorsFor on the widget's runtime.
import { Effect } from 'effect'
import type { HistoryAddressRequiredError, TransactionsFetchError } from '../../errors/sdk'
import { BlockchainApi } from '../../services/blockchainApi/BlockchainApi'
import type { WidgetRuntime } from '../../widget/services'
import { fromEffect } from '../effectActors'
import { onrampProviders } from '../onramp/onrampRules'
import { type ActivityPage, type ActivityTarget, activityMachine } from './activity.machine'

/** spec §7 history: a page, and on the first page which transactions are purchases through
 * either on-ramp provider (Coinbase, Meld). */
function fetchPage({
  account,
  caipNetworkId,
  cursor,
}: ActivityTarget & { cursor?: string }): Effect.Effect<
  ActivityPage,
  TransactionsFetchError | HistoryAddressRequiredError,
  BlockchainApi
> {
  return Effect.gen(function* () {
    const api = yield* BlockchainApi
    const [page, purchases] = yield* Effect.all(
      [
        api.fetchTransactions({ account, caipNetworkId, cursor }),
        cursor
          ? Effect.succeed<readonly (readonly string[])[]>([])
          : Effect.forEach(
              onrampProviders,
              ({ name }) =>
                api.fetchTransactions({ account, caipNetworkId, onramp: name }).pipe(
                  Effect.map((purchased) => purchased.data.map((transaction) => transaction.id)),
                  // The purchases only mark rows: without them the history is still whole.
                  Effect.orElseSucceed(() => []),
                ),
              { concurrency: 'unbounded' },
            ),
      ],
      { concurrency: 'unbounded' },
    )
    return { ...page, purchases: purchases.flat() }
  })
}

export function activityActors(runtime: WidgetRuntime) {
  return {
    activity: activityMachine.provide({
      actors: { fetchPage: fromEffect(runtime, fetchPage) },
    }),
  }
}
