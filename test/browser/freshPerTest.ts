// What a browser test file on the shared stack does around each test: a clean localStorage and
// the chains as they were (snapshotted before, reverted after), the test's cleanups run newest
// first. Returns the list a test pushes its cleanups to.
import { afterEach, beforeEach } from 'vitest'
import { snapshotChains } from '../stack/chainRpc'
import type { BrowserStack } from './browserStack'

export function freshPerTest(rpcUrls: BrowserStack['rpcUrls']): (() => unknown)[] {
  const cleanups: (() => unknown)[] = []
  let revert: () => Promise<void> = async () => {}
  beforeEach(async () => {
    localStorage.clear()
    revert = await snapshotChains(Object.values(rpcUrls))
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    await revert()
  })
  return cleanups
}
