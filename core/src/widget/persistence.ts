// spec §3 local storage: what the widget restores at start and keeps up to date. Reads and
// writes go through the Storage service, so corrupt values fall back and full quotas are
// survived there.
import { Effect } from 'effect'
import type { Connected } from '../adapter'
import { addRecentWallet } from '../domain/recentWallets'
import type { CaipNetwork, ChainNamespace, WalletListing } from '../domain/types'
import type { StorageShape } from '../services/storage/Storage'
import { storageKeys } from '../services/storage/storageKeys'

export interface RestoredSession {
  readonly activeCaipNetworkId?: string
  readonly recentWallets: readonly WalletListing[]
  readonly connectedNamespaces: readonly ChainNamespace[]
  /** spec §3: the connected connector per namespace. */
  readonly connectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
}

export function restoreSession(storage: StorageShape, namespaces: readonly ChainNamespace[]) {
  return Effect.gen(function* () {
    const connectorIds: Partial<Record<ChainNamespace, string>> = {}
    for (const namespace of namespaces) {
      const id = yield* storage.get(storageKeys.connectedConnectorId(namespace))
      if (id !== undefined) connectorIds[namespace] = id
    }
    const restored: RestoredSession = {
      activeCaipNetworkId: yield* storage.get(storageKeys.activeCaipNetworkId),
      recentWallets: yield* storage.get(storageKeys.recentWallets),
      connectedNamespaces: yield* storage.get(storageKeys.connectedNamespaces),
      connectorIds,
    }
    return restored
  })
}

export function saveConnected(
  storage: StorageShape,
  namespace: ChainNamespace,
  connection: Connected,
  caipNetwork?: CaipNetwork,
) {
  return Effect.gen(function* () {
    yield* storage.set(storageKeys.connectedConnectorId(namespace), connection.connectorId)
    const namespaces = yield* storage.get(storageKeys.connectedNamespaces)
    if (!namespaces.includes(namespace)) {
      yield* storage.set(storageKeys.connectedNamespaces, [...namespaces, namespace])
    }
    const connections = yield* storage.get(storageKeys.connections)
    yield* storage.set(storageKeys.connections, {
      ...connections,
      [namespace]: [
        {
          connectorId: connection.connectorId,
          accounts: connection.accounts.map(({ address, type }) => ({ address, type })),
          caipNetworkId: caipNetwork?.caipNetworkId,
        },
      ],
    })
    yield* storage.set(storageKeys.activeNamespace, namespace)
    yield* storage.set(storageKeys.connectionStatus, 'connected')
    if (connection.connectorType === 'AUTH') {
      yield* storage.set(storageKeys.lastUsedChain, `${namespace}:${connection.chainId}`)
    }
  })
}

/** spec §4: after a disconnect the stored connector ids and social provider are cleared. */
export function saveDisconnected(storage: StorageShape, namespaces: readonly ChainNamespace[]) {
  return Effect.gen(function* () {
    for (const namespace of namespaces) {
      yield* storage.remove(storageKeys.connectedConnectorId(namespace))
    }
    const remaining = (yield* storage.get(storageKeys.connectedNamespaces)).filter(
      (namespace) => !namespaces.includes(namespace),
    )
    yield* storage.set(storageKeys.connectedNamespaces, remaining)
    const connections = { ...(yield* storage.get(storageKeys.connections)) }
    for (const namespace of namespaces) delete connections[namespace]
    yield* storage.set(storageKeys.connections, connections)
    yield* storage.remove(storageKeys.socialProvider)
    if (remaining.length === 0) yield* storage.set(storageKeys.connectionStatus, 'disconnected')
  })
}

/** spec §4: a disconnect or failed connection check clears cached e-mail, flag, last chain, social username (spec §3: the embedded wallet's). */
export function clearCachedLogin(storage: StorageShape) {
  return Effect.gen(function* () {
    yield* storage.remove(storageKeys.email)
    yield* storage.remove(storageKeys.emailLoginUsed)
    yield* storage.remove(storageKeys.lastUsedChain)
    yield* storage.remove(storageKeys.socialUsername)
  })
}

/** spec §3: the active network, and the embedded wallet's last used chain while it is connected. */
export function saveActiveNetwork(
  storage: StorageShape,
  network: CaipNetwork,
  embeddedWalletConnected: boolean,
) {
  return Effect.gen(function* () {
    yield* storage.set(storageKeys.activeCaipNetworkId, network.caipNetworkId)
    yield* storage.set(storageKeys.activeNamespace, network.chainNamespace)
    if (embeddedWalletConnected)
      yield* storage.set(storageKeys.lastUsedChain, network.caipNetworkId)
  })
}

/** spec §3: recent wallets, at most 2, newest first. */
export function saveRecentWallet(storage: StorageShape, wallet: WalletListing) {
  return Effect.gen(function* () {
    const recent = addRecentWallet(yield* storage.get(storageKeys.recentWallets), wallet)
    const stored = recent.map(({ id, name, image_id, image_url, rdns }) => ({
      id,
      name,
      ...(image_id === undefined ? {} : { image_id }),
      ...(image_url === undefined ? {} : { image_url }),
      ...(rdns === undefined ? {} : { rdns }),
    }))
    yield* storage.set(storageKeys.recentWallets, stored)
    return stored
  })
}
