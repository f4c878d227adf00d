// The names flow's side effects (spec §7 profile calls, §8 errors, §9 eip155 only), provided by
// flowActorsFor on the widget's runtime like accountActors. The programs (nameEffects) load on
// first use: the modal-open bundle only carries these few lines (DESIGN.md size budget).
import { Effect, type ManagedRuntime } from 'effect'
import { fromEffect } from '../machines/effectActors'
import { namesMachine } from '../machines/names/names.machine'
import type { ResolvedConfig } from './config'
import type { ConnectedAccount } from './connectedWallet'
import type { WidgetServices } from './services'

type Runtime = ManagedRuntime.ManagedRuntime<WidgetServices, never>
type Effects = typeof import('./nameEffects')

const loaded =
  <Input, Output, E>(
    program: (effects: Effects) => (input: Input) => Effect.Effect<Output, E, WidgetServices>,
  ) =>
  (input: Input) =>
    Effect.flatMap(
      Effect.promise(() => import('./nameEffects')),
      (effects) => program(effects)(input),
    )

export function nameActors(
  config: ResolvedConfig,
  runtime: Runtime,
  connectedAccount: ConnectedAccount,
) {
  return {
    names: namesMachine.provide({
      actors: {
        checkName: fromEffect(
          runtime,
          loaded((effects) => effects.checkName),
        ),
        signRegistration: fromEffect(
          runtime,
          loaded((effects) => effects.signRegistration(config, connectedAccount)),
        ),
        submitRegistration: fromEffect(
          runtime,
          loaded((effects) => effects.submitRegistration),
        ),
      },
    }),
  }
}
