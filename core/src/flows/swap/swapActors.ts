// The swap machine's side effects, provided by flowActorsFor: each loads the programs
// (swapPrograms.ts) on its first run, so the swap code stays out of the widget's first bundle.
import { Effect } from 'effect'
import { type EventObject, fromCallback } from 'xstate'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import type { ConnectedAccount } from '../connection/connectedWallet'
import { fromEffect } from '../effectActors'
import {
  type SwapRequest,
  type SwapStep,
  type SwapTransactionEvent,
  swapMachine,
} from './swap.machine'
import { SwapUnavailableError } from './swapErrors'

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
        sendTransaction: fromCallback<EventObject, SwapRequest & { readonly step: SwapStep }>(
          ({ input, sendBack }) => {
            let stop: (() => void) | undefined
            let stopped = false
            load().then(
              (p) => {
                if (!stopped)
                  stop = p.sendTransaction(input, (event: SwapTransactionEvent) => sendBack(event))
              },
              (error: unknown) =>
                sendBack({
                  type: 'tx.failed',
                  error: new SwapUnavailableError({ cause: error }),
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
  }
}
