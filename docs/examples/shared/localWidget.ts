// What every local example page shares: the widget's config for the local chains, relay and
// services. The stack's addresses come from ./localStack, the test wallet from
// ./installTestWallet.
import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWalletConnect } from '@airlock/adapters/walletconnect'
import { type CaipNetwork, ethereumNetwork, sepoliaNetwork, type WidgetConfig } from '@airlock/core'
import type { LocalStack } from './localStack'
import { siwxFromQuery } from './siwxFromQuery'

export const localNetworks: readonly CaipNetwork[] = [ethereumNetwork, sepoliaNetwork]

/** The widget config for the local stack: EVM adapter, WalletConnect over the local relay. */
export function localWidgetConfig(stack: LocalStack, appName: string): WidgetConfig {
  const walletConnect = createWalletConnect({
    projectId: 'local',
    relayUrl: stack.services.relay,
    networks: localNetworks,
    metadata: { name: appName, description: `${appName} (local)`, url: location.origin, icons: [] },
  })
  const adapter = createEvmAdapter({
    networks: localNetworks,
    rpcUrls: { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] },
    externalConnectors: [walletConnect.connector('eip155')],
  })
  return {
    projectId: 'local',
    adapters: [adapter],
    networks: localNetworks,
    walletConnect,
    // Smart sessions (ERC-7715) and pay are off by default (spec §1); the example shows them.
    features: { smartSessions: true, pay: true },
    ...siwxFromQuery(stack, localNetworks),
    services: {
      blockchainApiUrl: stack.services.api,
      walletDirectoryUrl: stack.services.directory,
      analyticsUrl: stack.services.analytics,
      // The local API's name zone (test/stack/api/apiContext.ts NAME_ZONE).
      nameZone: 'airlock.id',
    },
  }
}
