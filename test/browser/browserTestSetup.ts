// What the browser test files on the shared stack set up: around each test, a clean localStorage
// and the chains as they were (snapshotted before, reverted after), the test's cleanups run
// newest first; and the injected test wallet, announced as an extension announces it.
import { afterEach, beforeEach } from 'vitest'
import { snapshotChains } from '../stack/chainRpc'
import {
  announceTestWallet,
  createTestWallet,
  type TestWallet,
} from '../wallets/injected/testWallet'
import type { BrowserStack } from './browserStack'

/** The injected test wallet's EIP-6963 rdns (its connector id). */
export const TEST_WALLET_RDNS = 'dev.airlock.testwallet'

/** Returns the list a test pushes its cleanups to. */
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

/** The injected test wallet on chains 1 and 11155111, announced (EIP-6963) until the test ends.
 * `authorized`: it already trusts the site, as after an earlier visit. */
export function announcedTestWallet(
  rpcUrls: BrowserStack['rpcUrls'],
  cleanups: (() => unknown)[],
  { authorized = false } = {},
): TestWallet {
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: rpcUrls.mainnet },
      { id: 11155111, rpcUrl: rpcUrls.sepolia },
    ],
    authorized,
    info: { rdns: TEST_WALLET_RDNS },
  })
  cleanups.push(announceTestWallet(wallet, window))
  return wallet
}
