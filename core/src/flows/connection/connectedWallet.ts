// The adapter of a namespace, and the wallet connected on it: what every flow that asks the
// wallet something needs first, with the same typed failures everywhere.
import { Effect } from 'effect'
import { type ChainAdapter, ConnectorNotFoundError } from '../../adapter'
import type { ChainNamespace } from '../../domain/namespaces'
import { ChainAdapterNotFoundError } from '../../errors/sdk'
import type { ResolvedConfig } from '../../widget/config'

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
