// DESIGN.md Storage: the spec §3 keys under a configurable prefix. Every read is decoded with
// its key's Schema; a corrupt or foreign value yields the key's default and is reported as a
// typed issue, never thrown. A write the browser refuses (full quota) is kept in memory, so the
// rest of the page still sees it.
import { Context, Effect, Layer, Result, Schema } from 'effect'
import { STORAGE_PREFIX_DEFAULT } from '../../constants'
import {
  CorruptStorageValueError,
  type StorageIssue,
  StorageReadError,
  StorageWriteError,
} from '../../errors/storage'
import { browserBackend, memoryBackend, type StorageBackend } from './storageBackend'
import type { StorageKey } from './storageKeys'

export interface StorageOptions {
  /** spec §3: "prefix appkit" by default. */
  readonly prefix?: string
  /** Told of every corrupt value and refused read or write. */
  readonly onIssue?: (issue: StorageIssue) => void
}

export interface StorageShape {
  readonly get: <A>(key: StorageKey<A>) => Effect.Effect<A>
  readonly set: <A>(key: StorageKey<A>, value: A) => Effect.Effect<void>
  readonly remove: <A>(key: StorageKey<A>) => Effect.Effect<void>
}

export function makeStorage(
  backend: StorageBackend,
  { prefix = STORAGE_PREFIX_DEFAULT, onIssue = () => {} }: StorageOptions = {},
): StorageShape {
  // Values whose write the backend refused, by full name; they win over the backend.
  const unsaved = new Map<string, unknown>()
  const fullName = (key: StorageKey<unknown>) => `@${prefix}/${key.name}`

  function read<A>(key: StorageKey<A>): A {
    const name = fullName(key)
    if (unsaved.has(name)) return unsaved.get(name) as A
    let raw: string | null
    try {
      raw = backend.getItem(name)
    } catch (cause) {
      onIssue(new StorageReadError({ key: name, cause }))
      return key.fallback
    }
    if (raw === null) return key.fallback
    const decoded = decodeStored(key, raw)
    if (Result.isSuccess(decoded)) return decoded.success
    onIssue(new CorruptStorageValueError({ key: name, raw, issue: decoded.failure }))
    return key.fallback
  }

  function write<A>(key: StorageKey<A>, value: A): void {
    const name = fullName(key)
    try {
      if (value === undefined) backend.removeItem(name)
      else backend.setItem(name, JSON.stringify(value))
      unsaved.delete(name)
    } catch (cause) {
      unsaved.set(name, value)
      onIssue(new StorageWriteError({ key: name, cause }))
    }
  }

  return {
    get: (key) => Effect.sync(() => read(key)),
    set: (key, value) => Effect.sync(() => write(key, value)),
    remove: (key) => Effect.sync(() => write(key, undefined as never)),
  }
}

function decodeStored<A>(key: StorageKey<A>, raw: string): Result.Result<A, string> {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return Result.fail('not JSON')
  }
  return Result.mapError(Schema.decodeUnknownResult(key.schema)(json), (error) => error.message)
}

export class Storage extends Context.Service<Storage, StorageShape>()('airlock/Storage') {
  /** localStorage where the page may use it, memory otherwise. */
  static layerBrowser(options?: StorageOptions) {
    return Layer.sync(Storage, () => makeStorage(browserBackend() ?? memoryBackend(), options))
  }

  /** A given backend (a host's own storage, or a test's). */
  static layerFrom(backend: StorageBackend, options?: StorageOptions) {
    return Layer.sync(Storage, () => makeStorage(backend, options))
  }

  /** Memory only: for server rendering and for tests. */
  static layerMemory(options?: StorageOptions) {
    return Layer.sync(Storage, () => makeStorage(memoryBackend(), options))
  }
}
