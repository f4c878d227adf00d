// The smart sessions flow's side effects, provided by flowActorsFor on the widget's runtime: each
// loads the programs (smartSessionPrograms.ts) on its first run, so the smart sessions code stays
// out of what the page loads before the modal opens (issue 27), as onrampActors does.
import { Effect } from 'effect'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import type { ConnectedAccount } from '../connection/connectionActors'
import { fromEffect } from '../effectActors'
import { smartSessionsMachine } from './smartSessions.machine'
import type { GrantPermissionsRequest, SmartSessionEntry } from './smartSessions.types'

export function smartSessionActors(
  config: ResolvedConfig,
  runtime: WidgetRuntime,
  connectedAccount: ConnectedAccount,
) {
  const programs = Effect.promise(() =>
    import('./smartSessionPrograms').then((module) =>
      module.smartSessionPrograms(config, connectedAccount),
    ),
  )
  return {
    smartSessions: smartSessionsMachine.provide({
      actors: {
        loadSessions: fromEffect(runtime, (input: { readonly account: string }) =>
          Effect.flatMap(programs, (p) => p.loadSessions(input)),
        ),
        grant: fromEffect(
          runtime,
          (input: { readonly account: string; readonly request: GrantPermissionsRequest }) =>
            Effect.flatMap(programs, (p) => p.grant(input)),
        ),
        revoke: fromEffect(runtime, (input: { readonly session: SmartSessionEntry }) =>
          Effect.flatMap(programs, (p) => p.revoke(input)),
        ),
      },
    }),
  }
}
