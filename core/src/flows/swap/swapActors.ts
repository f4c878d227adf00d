// The swap machine's side effects, provided by flowActorsFor: each loads the programs
// (swapPrograms.ts) on its first run, so the swap code stays out of the widget's first bundle.
import { Effect } from 'effect'
import { type EventObject, fromCallback } from 'xstate'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import type { ConnectedAccount } from '../connection/connectionActors'
import { fromEffect } from '../effectActors'
import type { TransactionInput, TransactionReport } from '../transaction/transaction.machine'
import { swapMachine, swapStepMachine } from './swap.machine'
import type { SwapRequest, SwapStepRequest } from './swap.types'
import { type SwapStepError, SwapUnavailableError } from './swapErrors'

export function swapActors(
  config: ResolvedConfig,
  runtime: WidgetRuntime,
  connected: ConnectedAccount,
) {
  const load = () =>
    import('./swapPrograms').then(({ swapPrograms }) => swapPrograms(config, runtime, connected))
  const programs = Effect.promise(load)
  return {
    swap: swapMachine.provide({
      actors: {
        loadTokens: fromEffect(runtime, (input: { readonly caipNetworkId: string }) =>
          Effect.flatMap(programs, (p) => p.loadTokens(input)),
        ),
        quote: fromEffect(runtime, (input: SwapRequest) =>
          Effect.flatMap(programs, (p) => p.quote(input)),
        ),
        sendTransaction: swapStepMachine.provide({
          actors: {
            submit: fromCallback<EventObject, TransactionInput<SwapStepRequest>>(
              ({ input, sendBack }) => {
                const report = (event: TransactionReport<SwapStepError>) => sendBack(event)
                let stop: (() => void) | undefined
                let stopped = false
                load().then(
                  (p) => {
                    if (!stopped) stop = p.sendTransaction(input.request, report)
                  },
                  // The import's rejection (offline, a deploy replaced the chunk): its cause kept.
                  (cause: unknown) =>
                    report({
                      type: 'transaction.failed',
                      error: new SwapUnavailableError({ cause }),
                    }),
                )
                return () => {
                  stopped = true
                  stop?.()
                }
              },
            ),
          },
        }),
      },
    }),
  }
}
