// spec §4 auto-reconnect of one stored connector, silently. The embedded wallet's check is asked
// on the chain it was last used on (spec §3 last used chain), and a check that finds no session
// clears the cached login as a disconnect does (spec §4). A check that could not be made (the
// frame never answered) says nothing of the session, so it keeps what is cached.
import { Effect } from 'effect'
import { ConnectorNotFoundError } from '../adapter'
import type { Connector } from '../domain/types'
import { withAdapter } from '../flows/connection/connectionActors'
import { Storage } from '../services/storage/Storage'
import { storageKeys } from '../services/storage/storageKeys'
import type { ResolvedConfig } from './config'
import { clearCachedLogin } from './persistence'

export function reconnectConnector(config: ResolvedConfig, connector: Connector) {
  const namespace = connector.chain
  if (namespace === undefined) {
    return Effect.fail(new ConnectorNotFoundError({ connectorId: connector.id }))
  }
  const reconnect = (caipNetwork?: ResolvedConfig['networks'][number]) =>
    withAdapter(config, namespace, (adapter) =>
      adapter.reconnect({ connectorId: connector.id, caipNetwork }),
    )
  if (connector.type !== 'AUTH') return reconnect()
  return Effect.gen(function* () {
    const storage = yield* Storage
    const lastUsed = yield* storage.get(storageKeys.lastUsedChain)
    const connected = yield* reconnect(
      config.networks.find((network) => network.caipNetworkId === lastUsed),
    )
    if (connected === undefined) yield* clearCachedLogin(storage)
    return connected
  })
}
