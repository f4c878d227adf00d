// What a stand-in extension remembers between visits, kept in the page's storage for want of
// an extension's own. A real extension's storage is not the page's: the page's storage being
// full or refused (issue 18) must not break the wallet, so a refused write is kept in memory
// for the tab's life instead.
export function extensionMemory(storage: Storage) {
  const inMemory = new Map<string, string>()
  return {
    get(key: string): string | null {
      if (inMemory.has(key)) return inMemory.get(key) ?? null
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    set(key: string, value: string): void {
      try {
        storage.setItem(key, value)
        inMemory.delete(key)
      } catch {
        inMemory.set(key, value)
      }
    },
    remove(key: string): void {
      inMemory.delete(key)
      try {
        storage.removeItem(key)
      } catch {
        // Nothing stored to forget.
      }
    },
  }
}
