import { Effect } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { StorageIssue } from '../../errors/storage'
import { makeStorage, Storage } from './Storage'
import { memoryBackend, type StorageBackend } from './storageBackend'
import { type StorageKey, storageKeys } from './storageKeys'

/** Tables mix keys of different value types. */
const loose = <A>(key: StorageKey<A>) => key as unknown as StorageKey<unknown>

/** A backend that refuses writes past `capacity` characters, as a full quota does. */
function quotaBackend(capacity: number): StorageBackend {
  const inner = memoryBackend()
  const sizes = new Map<string, number>()
  return {
    getItem: (name) => inner.getItem(name),
    removeItem: (name) => {
      sizes.delete(name)
      inner.removeItem(name)
    },
    setItem: (name, value) => {
      const used = [...sizes].reduce((sum, [other, size]) => (other === name ? sum : sum + size), 0)
      if (used + value.length > capacity) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      sizes.set(name, value.length)
      inner.setItem(name, value)
    },
  }
}

function setup(backend: StorageBackend = memoryBackend(), prefix?: string) {
  const issues: StorageIssue[] = []
  const storage = makeStorage(backend, { prefix, onIssue: (issue) => issues.push(issue) })
  return { backend, storage, issues }
}

const run = Effect.runSync

describe('Storage (spec §3 local storage)', () => {
  it('writes under @appkit/ by default and reads back what it wrote', () => {
    const { backend, storage, issues } = setup()
    run(storage.set(storageKeys.activeCaipNetworkId, 'eip155:11155111'))
    run(storage.set(storageKeys.connectedConnectorId('solana'), 'phantom'))
    expect(backend.getItem('@appkit/active_caip_network_id')).toBe('"eip155:11155111"')
    expect(backend.getItem('@appkit/solana:connected_connector_id')).toBe('"phantom"')
    expect(run(storage.get(storageKeys.activeCaipNetworkId))).toBe('eip155:11155111')
    expect(run(storage.get(storageKeys.connectedConnectorId('eip155')))).toBeUndefined()
    expect(issues).toEqual([])
  })

  it('uses a configured prefix', () => {
    const { backend, storage } = setup(memoryBackend(), 'shop')
    run(storage.set(storageKeys.emailLoginUsed, true))
    expect(backend.getItem('@shop/email_login_used')).toBe('true')
    expect(backend.getItem('@appkit/email_login_used')).toBeNull()
  })

  it.each([
    ['absent', loose(storageKeys.recentWallets), undefined, []],
    ['absent', loose(storageKeys.connectionStatus), undefined, 'disconnected'],
    ['absent', loose(storageKeys.emailLoginUsed), undefined, false],
  ])('%s %s reads as its default', (_, key, _raw, fallback) => {
    expect(run(setup().storage.get(key))).toEqual(fallback)
  })

  it.each([
    ['@appkit/recent_wallets', '{not json', loose(storageKeys.recentWallets), [], 'not JSON'],
    ['@appkit/recent_wallets', '"a string"', loose(storageKeys.recentWallets), [], ''],
    [
      '@appkit/recent_wallets',
      JSON.stringify([
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ]),
      loose(storageKeys.recentWallets),
      [],
      '',
    ],
    [
      '@appkit/connection_status',
      '"reconnecting-forever"',
      loose(storageKeys.connectionStatus),
      'disconnected',
      '',
    ],
    [
      '@appkit/active_caip_network_id',
      '"eip155"',
      loose(storageKeys.activeCaipNetworkId),
      undefined,
      'CAIP-2',
    ],
    ['@appkit/active_namespace', '"near"', loose(storageKeys.activeNamespace), undefined, ''],
    [
      '@appkit/connected_namespaces',
      '["eip155",1]',
      loose(storageKeys.connectedNamespaces),
      [],
      '',
    ],
    [
      '@appkit/last_email_login_time',
      '"yesterday"',
      loose(storageKeys.lastEmailLoginTime),
      undefined,
      '',
    ],
  ])('a corrupt %s (%s) falls back and is reported', (name, raw, key, fallback, issue) => {
    const { backend, storage, issues } = setup()
    backend.setItem(name, raw)
    expect(run(storage.get(key))).toEqual(fallback)
    expect(issues).toHaveLength(1)
    expect(issues[0]?._tag).toBe('CorruptStorageValueError')
    expect(issues[0]).toMatchObject({ key: name, raw })
    expect(issues[0]?.message).toContain(issue)
    // The stored value is left as it was: nothing is destroyed by reading.
    expect(backend.getItem(name)).toBe(raw)
  })

  it('a corrupt key does not disturb the others', () => {
    const { backend, storage } = setup()
    backend.setItem('@appkit/connections', '{"eip155": "oops"}')
    run(storage.set(storageKeys.connectedNamespaces, ['eip155', 'solana']))
    expect(run(storage.get(storageKeys.connections))).toEqual({})
    expect(run(storage.get(storageKeys.connectedNamespaces))).toEqual(['eip155', 'solana'])
  })

  it('a write refused by a full quota stays readable from memory and is reported', () => {
    const { backend, storage, issues } = setup(quotaBackend(40))
    run(storage.set(storageKeys.email, 'short@a.io'))
    run(storage.set(storageKeys.socialUsername, 'a-very-long-user-name-that-does-not-fit'))
    expect(run(storage.get(storageKeys.socialUsername))).toBe(
      'a-very-long-user-name-that-does-not-fit',
    )
    expect(backend.getItem('@appkit/social_username')).toBeNull()
    expect(issues.map((issue) => issue._tag)).toEqual(['StorageWriteError'])
    // Once space is free again, the value reaches the backend.
    run(storage.remove(storageKeys.email))
    run(storage.set(storageKeys.socialUsername, 'now-fits'))
    expect(backend.getItem('@appkit/social_username')).toBe('"now-fits"')
  })

  it('a backend that throws on read reads as unset and is reported', () => {
    const blocked: StorageBackend = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {},
      removeItem: () => {},
    }
    const { storage, issues } = setup(blocked)
    expect(run(storage.get(storageKeys.connectedNamespaces))).toEqual([])
    expect(issues.map((issue) => issue._tag)).toEqual(['StorageReadError'])
  })

  it('remove clears a key back to its default', () => {
    const { storage, backend } = setup()
    run(storage.set(storageKeys.recentWallets, [{ id: 'a', name: 'A' }]))
    run(storage.remove(storageKeys.recentWallets))
    expect(backend.getItem('@appkit/recent_wallets')).toBeNull()
    expect(run(storage.get(storageKeys.recentWallets))).toEqual([])
  })

  it('the memory layer works where there is no window (server rendering)', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const program = Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set(storageKeys.connectedNamespaces, ['cosmos'])
      return yield* storage.get(storageKeys.connectedNamespaces)
    })
    expect(run(Effect.provide(program, Storage.layerMemory()))).toEqual(['cosmos'])
    expect(run(Effect.provide(program, Storage.layerBrowser()))).toEqual(['cosmos'])
  })

  it('property: any raw string under any key never throws and reads as a value', () => {
    const keys = Object.values(storageKeys).map(
      (key): StorageKey<unknown> =>
        typeof key === 'function' ? loose(key('eip155')) : (key as StorageKey<unknown>),
    )
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.json()), (key, raw) => {
        const { backend, storage, issues } = setup()
        backend.setItem(`@appkit/${key.name}`, raw)
        run(storage.get(key))
        expect(issues.every((issue) => issue._tag === 'CorruptStorageValueError')).toBe(true)
      }),
    )
  })
})
