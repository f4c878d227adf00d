// Where the Storage service keeps its values: the browser's localStorage, or memory where
// there is none (server rendering, a sandboxed frame that forbids it).

/** The part of the Web Storage API the service uses; each method may throw, as browsers do. */
export interface StorageBackend {
  getItem(name: string): string | null
  setItem(name: string, value: string): void
  removeItem(name: string): void
}

export function memoryBackend(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => {
      values.set(name, value)
    },
    removeItem: (name) => {
      values.delete(name)
    },
  }
}

/** `window.localStorage` when this page may use it; merely touching it throws when blocked. */
export function browserBackend(): StorageBackend | undefined {
  try {
    return typeof globalThis.localStorage === 'object' && globalThis.localStorage !== null
      ? globalThis.localStorage
      : undefined
  } catch {
    return undefined
  }
}
