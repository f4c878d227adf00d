// The connection flow's side effect (the wallet's connect call), and what every flow that asks
// the wallet something needs first: the namespace's adapter and the wallet connected on it, with
// the same typed failures everywhere. Provided by flowActorsFor on the widget's runtime.
import { Effect } from 'effect'
import { type ChainAdapter, ConnectorNotFoundError } from '../../adapter'
import type { ChainNamespace } from '../../domain/namespaces'
import { ChainAdapterNotFoundError } from '../../errors/sdk'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import { fromEffect } from '../effectActors'
import { connectionMachine } from './connection.machine'

/** The connector and address a namespace is connected with now (its connection flow). */
export type ConnectedAccount = (namespace: ChainNamespace) => {
  readonly connectorId?: string
  readonly address?: string
}

/** The namespace's adapter among the widget's, if it has one. */
export const adapterOf = (
  adapters: readonly ChainAdapter[],
  namespace: ChainNamespace,
): ChainAdapter | undefined => adapters.find((candidate) => candidate.namespace === namespace)

export function adapterFor(
  config: ResolvedConfig,
  namespace: ChainNamespace,
): Effect.Effect<ChainAdapter, ChainAdapterNotFoundError> {
  const adapter = adapterOf(config.adapters, namespace)
  return adapter ? Effect.succeed(adapter) : Effect.fail(new ChainAdapterNotFoundError())
}

/** `use` of the namespace's adapter; ChainAdapterNotFoundError when the widget has none. */
export const withAdapter = <A, E>(
  config: ResolvedConfig,
  namespace: ChainNamespace,
  use: (adapter: ChainAdapter) => Effect.Effect<A, E>,
) => Effect.flatMap(adapterFor(config, namespace), use)

/** The namespace's adapter and the connector connected on it. */
export const connectedWallet = (
  config: ResolvedConfig,
  connectedAccount: ConnectedAccount,
  namespace: ChainNamespace,
) =>
  Effect.gen(function* () {
    const adapter = yield* adapterFor(config, namespace)
    const { connectorId, address } = connectedAccount(namespace)
    if (!connectorId) return yield* Effect.fail(new ConnectorNotFoundError({ connectorId: '' }))
    return { adapter, connectorId, address }
  })

/** spec §4 connect: the namespace's adapter asks the wallet (fromEffect: leaving `attempting`,
 * on a cancel or a new attempt, interrupts the call). */
export function connectionActors(config: ResolvedConfig, runtime: WidgetRuntime) {
  return {
    connection: connectionMachine.provide({
      actors: {
        connect: fromEffect(runtime, ({ namespace, connectorId, caipNetwork }) =>
          withAdapter(config, namespace, (adapter) =>
            adapter.connect({ connectorId, caipNetwork }),
          ),
        ),
      },
    }),
  }
}
