// @airlock/core/testing: test tooling for hosts and for our own machine tests.

export { memoryBackend, type StorageBackend } from '../services/storage/storageBackend'
export { testAddress, testNetwork, testWallet } from '../testing/fixtures'
export { createHeldWidget, type HeldWidget } from '../testing/heldWidget'
export {
  createMemoryAdapter,
  type MemoryAdapterOptions,
  type MemoryOperation,
  type MemoryScript,
  type MemoryWallet,
} from '../testing/memoryAdapter'
export { untilWidgetState, type WidgetStateSource } from '../testing/untilWidgetState'
