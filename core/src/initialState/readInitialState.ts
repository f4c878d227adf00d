// Issue 10: the Connect button paints before the widget's heavy parts (xstate, effect, the
// adapters) have loaded, from "the core's initial state". This reads that state from the
// spec §3 keys with no dependency at all: no effect Schema (25 kB), so it is validated by
// hand, and any value the Storage service would reject counts as no session.
import { STORAGE_PREFIX_DEFAULT } from '../constants'
import { isChainNamespace } from '../domain/namespaces'

/**
 * What the widget shows before it runs: `reconnecting` when a session is stored, so the
 * widget's auto-reconnect (spec §4) will run at start; `disconnected` otherwise.
 */
export type InitialConnectionStatus = 'disconnected' | 'reconnecting'

export interface InitialState {
  readonly status: InitialConnectionStatus
}

export interface ReadInitialStateOptions {
  /** The widget's `storagePrefix` (spec §3: `appkit` by default). */
  readonly prefix?: string
  /** The widget's `storage`; `localStorage` by default. Only `getItem` is used. */
  readonly storage?: { getItem(name: string): string | null }
}

const disconnected: InitialState = { status: 'disconnected' }

/**
 * spec §3, §4: a session exists when the stored connection status is `connected` and the
 * stored connected namespaces (what starts the auto-reconnect) are a non-empty list of known
 * namespaces. Missing, blocked, foreign or corrupt storage reads as disconnected.
 */
export function readInitialState(options: ReadInitialStateOptions = {}): InitialState {
  const prefix = options.prefix ?? STORAGE_PREFIX_DEFAULT
  const storage = options.storage ?? browserStorage()
  if (!storage) return disconnected
  const status = readJson(storage, `@${prefix}/connection_status`)
  const namespaces = readJson(storage, `@${prefix}/connected_namespaces`)
  const hasSession =
    status === 'connected' &&
    Array.isArray(namespaces) &&
    namespaces.length > 0 &&
    namespaces.every((namespace) => typeof namespace === 'string' && isChainNamespace(namespace))
  return hasSession ? { status: 'reconnecting' } : disconnected
}

function readJson(storage: NonNullable<ReadInitialStateOptions['storage']>, name: string): unknown {
  try {
    const raw = storage.getItem(name)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** `localStorage` where the page may use it: merely touching it throws when blocked. */
function browserStorage(): ReadInitialStateOptions['storage'] {
  try {
    const storage = globalThis.localStorage
    return typeof storage === 'object' && storage !== null ? storage : undefined
  } catch {
    return undefined
  }
}
