// What a consumer's page is told of the local stack: `window.airlockLocalStack`, set by the test
// before the page's scripts run, so one build of a consumer serves every run on any ports.
import type { Stack } from '../../stack/stack'

export interface ConsumerStack {
  readonly rpcUrls: { readonly mainnet: string; readonly sepolia: string }
  readonly services: {
    readonly blockchainApiUrl: string
    readonly walletDirectoryUrl: string
    readonly analyticsUrl: string
  }
  /** The fixture tokens a dapp reads and sends (each at the same address on both chains). */
  readonly tokens: { readonly usdc: string }
}

export function consumerStack(stack: Stack): ConsumerStack {
  return {
    rpcUrls: { mainnet: stack.chains.mainnet.rpcUrl, sepolia: stack.chains.sepolia.rpcUrl },
    services: {
      blockchainApiUrl: stack.services.api.url,
      walletDirectoryUrl: stack.services.directory.url,
      analyticsUrl: stack.services.analytics.url,
    },
    tokens: { usdc: stack.fixtures.usdc },
  }
}
