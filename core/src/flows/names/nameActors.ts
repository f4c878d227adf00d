// The names flow's side effects (spec §7 profile calls, §8 errors, §9 eip155 only), provided by
// flowActorsFor on the widget's runtime like sendActors. The programs (namePrograms) load on
// first use: the modal-open bundle only carries these few lines (DESIGN.md size budget).
import { Effect } from 'effect'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime, WidgetServices } from '../../widget/services'
import type { ConnectedAccount } from '../connection/connectionActors'
import { fromEffect } from '../effectActors'
import { namesMachine } from './names.machine'

type Programs = typeof import('./namePrograms')

const loaded =
  <Input, Output, E>(
    program: (programs: Programs) => (input: Input) => Effect.Effect<Output, E, WidgetServices>,
  ) =>
  (input: Input) =>
    Effect.flatMap(
      Effect.promise(() => import('./namePrograms')),
      (programs) => program(programs)(input),
    )

export function nameActors(
  config: ResolvedConfig,
  runtime: WidgetRuntime,
  connectedAccount: ConnectedAccount,
) {
  return {
    names: namesMachine.provide({
      actors: {
        checkName: fromEffect(
          runtime,
          loaded((programs) => programs.checkName),
        ),
        signRegistration: fromEffect(
          runtime,
          loaded((programs) => programs.signRegistration(config, connectedAccount)),
        ),
        submitRegistration: fromEffect(
          runtime,
          loaded((programs) => programs.submitRegistration),
        ),
      },
    }),
  }
}
