// The on-ramp machine's side effects, provided by flowActorsFor: each loads the programs
// (onrampPrograms.ts) on its first run, so the on-ramp code stays out of the first bundle.
import { Effect, type ManagedRuntime } from 'effect'
import { fromEffect } from '../machines/effectActors'
import {
  type OnrampAccount,
  type OnrampQuoteInput,
  type OnrampUrlInput,
  onrampMachine,
} from '../machines/onramp/onramp.machine'
import type { WidgetServices } from './services'

type Runtime = ManagedRuntime.ManagedRuntime<WidgetServices, never>

export function onrampActors(runtime: Runtime) {
  const programs = Effect.promise(() => import('./onrampPrograms'))
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
          Effect.flatMap(programs, (p) => p.providerUrl(input)),
        ),
        watchPurchase: fromEffect(runtime, (input: OnrampAccount) =>
          Effect.flatMap(programs, (p) => p.watchPurchase(input)),
        ),
      },
    }),
  }
}
