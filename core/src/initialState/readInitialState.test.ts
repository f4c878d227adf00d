import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { makeStorage } from '../services/storage/Storage'
import { memoryBackend } from '../services/storage/storageBackend'
import { storageKeys } from '../services/storage/storageKeys'
import { saveConnected, saveDisconnected } from '../widget/persistence'
import { readInitialState } from './readInitialState'

function storageWith(values: Record<string, string>) {
  const backend = memoryBackend()
  for (const [name, value] of Object.entries(values)) backend.setItem(name, value)
  return backend
}

const session = {
  '@appkit/connection_status': '"connected"',
  '@appkit/connected_namespaces': '["eip155"]',
}

describe('readInitialState', () => {
  it('is reconnecting when a session is stored (spec §3 keys, §4 auto-reconnect)', () => {
    expect(readInitialState({ storage: storageWith(session) })).toEqual({ status: 'reconnecting' })
  })

  it('agrees with what the widget stores on connect and on disconnect', () => {
    const backend = memoryBackend()
    const storage = makeStorage(backend, { prefix: 'app' })
    const connection = {
      connectorId: 'io.metamask',
      connectorType: 'ANNOUNCED',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
      accounts: [],
    } as const
    Effect.runSync(saveConnected(storage, 'eip155', connection))
    expect(readInitialState({ prefix: 'app', storage: backend }).status).toBe('reconnecting')
    Effect.runSync(saveDisconnected(storage, ['eip155']))
    expect(readInitialState({ prefix: 'app', storage: backend }).status).toBe('disconnected')
  })

  it('reads the keys the Storage service writes', () => {
    expect(Object.keys(session)).toEqual([
      `@appkit/${storageKeys.connectionStatus.name}`,
      `@appkit/${storageKeys.connectedNamespaces.name}`,
    ])
  })

  it('reads under the configured prefix', () => {
    const storage = storageWith({
      '@host/connection_status': '"connected"',
      '@host/connected_namespaces': '["eip155","solana"]',
    })
    expect(readInitialState({ prefix: 'host', storage }).status).toBe('reconnecting')
    expect(readInitialState({ storage }).status).toBe('disconnected')
  })

  it.each([
    ['nothing stored', {}],
    ['disconnected', { ...session, '@appkit/connection_status': '"disconnected"' }],
    ['connecting only', { ...session, '@appkit/connection_status': '"connecting"' }],
    ['no namespaces', { ...session, '@appkit/connected_namespaces': '[]' }],
    ['namespaces missing', { '@appkit/connection_status': '"connected"' }],
    ['status not JSON', { ...session, '@appkit/connection_status': 'connected' }],
    ['namespaces not JSON', { ...session, '@appkit/connected_namespaces': '[eip155' }],
    ['namespaces not a list', { ...session, '@appkit/connected_namespaces': '"eip155"' }],
    ['an unknown namespace', { ...session, '@appkit/connected_namespaces': '["eip155","tron"]' }],
    ['a non-string namespace', { ...session, '@appkit/connected_namespaces': '[1]' }],
    ['status of another type', { ...session, '@appkit/connection_status': 'true' }],
  ])('falls back to disconnected: %s', (_name, values) => {
    expect(readInitialState({ storage: storageWith(values) })).toEqual({ status: 'disconnected' })
  })

  it('falls back to disconnected when the storage throws (blocked by the browser)', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    expect(readInitialState({ storage }).status).toBe('disconnected')
  })

  it('falls back to disconnected where there is no localStorage (server rendering)', () => {
    expect(readInitialState().status).toBe('disconnected')
  })
})
