// @airlock/core/testing: test tooling for hosts and for our own machine tests.
export {
  createMemoryAdapter,
  type MemoryAdapterOptions,
  type MemoryOperation,
  type MemoryScript,
  type MemoryWallet,
} from '../testing/memoryAdapter'
