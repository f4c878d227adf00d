// The on-ramp machine's side effects, provided by flowActorsFor: each loads the programs
// (onrampPrograms.ts) on its first run, so the on-ramp code stays out of the first bundle.
import { Effect } from 'effect'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import { fromEffect } from '../effectActors'
import {
  type OnrampQuoteInput,
  type OnrampUrlInput,
  type OnrampWatchInput,
  onrampMachine,
} from './onramp.machine'
import { MELD_URL } from './onrampRules'

export function onrampActors(config: ResolvedConfig, runtime: WidgetRuntime) {
  const programs = Effect.promise(() => import('./onrampPrograms'))
  const meldUrl = config.services.meldUrl ?? MELD_URL
  return {
    onramp: onrampMachine.provide({
      actors: {
        loadOptions: fromEffect(runtime, (_: undefined) =>
          Effect.flatMap(programs, (p) => p.loadOptions()),
        ),
        quote: fromEffect(runtime, (input: OnrampQuoteInput) =>
          Effect.flatMap(programs, (p) => p.quote(input)),
        ),
        providerUrl: fromEffect(runtime, (input: OnrampUrlInput) =>
          Effect.flatMap(programs, (p) => p.providerUrl(input, meldUrl)),
        ),
        watchPurchase: fromEffect(runtime, (input: OnrampWatchInput) =>
          Effect.flatMap(programs, (p) => p.watchPurchase(input)),
        ),
      },
    }),
  }
}
