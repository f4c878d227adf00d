// The browser suite's Node side: the local chains run here (a page cannot spawn anvil) and the
// page gets their URLs through vitest's provide/inject.
import type { TestProject } from 'vitest/node'
import { startStack } from '../stack/stack'
import type { BrowserStack } from './browserStack'

export default async function setup(project: TestProject) {
  const stack = await startStack()
  const provided: BrowserStack = {
    rpcUrls: {
      mainnet: stack.chains.mainnet.rpcUrl,
      sepolia: stack.chains.sepolia.rpcUrl,
      unsupported: stack.chains.unsupported.rpcUrl,
    },
    fixtures: stack.fixtures,
    services: {
      api: stack.services.api.url,
      directory: stack.services.directory.url,
      analytics: stack.services.analytics.url,
      relay: stack.services.relay.url,
      embedded: stack.services.embedded.url,
    },
    solana: { rpcUrl: stack.solana.rpcUrl, wsUrl: stack.solana.wsUrl },
  }
  project.provide('stack', provided)
  return () => stack.stop()
}
