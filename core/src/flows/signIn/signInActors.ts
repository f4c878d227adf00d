// The sign-in flow's side effects (spec §3 SIWX, §4 sign-in): the host's SIWX configuration
// keeps the sessions and writes the message; the connected wallet signs it. Provided by
// flowActorsFor on the widget's runtime.
import { Effect } from 'effect'
import { fromPromise } from 'xstate'
import { parseCaipAddress } from '../../domain/caip'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import { type ConnectedAccount, connectedWallet } from '../connection/connectionActors'
import { fromEffect } from '../effectActors'
import { signInMachine } from './signIn.machine'
import { SiwxNotEnabledError } from './signInErrors'

export function signInActors(
  config: ResolvedConfig,
  runtime: WidgetRuntime,
  connectedAccount: ConnectedAccount,
) {
  const signIn = config.signInConfig
  return {
    signIn: signInMachine.provide({
      actors: {
        getSessions: fromPromise(async ({ input }) =>
          signIn ? signIn.getSessions(input.caipAddress) : [],
        ),
        createMessage: fromPromise(async ({ input }) => {
          if (!signIn) throw new SiwxNotEnabledError()
          return signIn.createMessage(input.caipAddress)
        }),
        addSession: fromPromise(async ({ input }) => signIn?.addSession(input.session)),
        signMessage: fromEffect(runtime, ({ caipAddress, message }) =>
          Effect.gen(function* () {
            const { namespace, address } = yield* Effect.fromResult(parseCaipAddress(caipAddress))
            const { adapter, connectorId } = yield* connectedWallet(
              config,
              connectedAccount,
              namespace,
            )
            return yield* adapter.signMessage({ connectorId, address, message })
          }),
        ),
      },
    }),
  }
}
