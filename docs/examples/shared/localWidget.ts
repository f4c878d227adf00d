// What every local example page shares: the widget's config for the local chains, relay and
// services. The stack's addresses come from ./localStack, the test wallet from
// ./installTestWallet.
import { createEvmAdapter } from '@airlock/adapters/evm'
import { createSolanaAdapter } from '@airlock/adapters/solana'
import { createWalletConnect } from '@airlock/adapters/walletconnect'
import {
  type CaipNetwork,
  ethereumNetwork,
  sepoliaNetwork,
  solanaMainnet,
  type WidgetConfig,
} from '@airlock/core'
import { cardWalletConnector } from './cardWallet'
import { embeddedWalletFromQuery } from './embeddedWalletFromQuery'
import type { LocalStack } from './localStack'
import type { ExtraNamespaces } from './otherNamespaces'

export const localNetworks: readonly CaipNetwork[] = [ethereumNetwork, sepoliaNetwork]
/** The one Solana cluster the stack runs: the shim answers as mainnet (decision 0017). */
export const localSolanaNetworks: readonly CaipNetwork[] = [solanaMainnet]

/** The widget config for the local stack: EVM adapter, WalletConnect over the local relay. */
export function localWidgetConfig(
  stack: LocalStack,
  appName: string,
  {
    others = { adapters: [], networks: [] },
    siwx,
    cardWallet = false,
  }: {
    /** Issue 17: Bitcoin, Polkadot and Cosmos on `?namespaces=all` (./otherNamespaces). */
    readonly others?: ExtraNamespaces
    /** Issue 12: sign in with the wallet on `?siwx=` (./siwxFromQuery, loaded only then). */
    readonly siwx?: WidgetConfig['siwx']
    /** Issue 29 (7): the card-wallet app as an EXTERNAL connector (./cardWallet). */
    readonly cardWallet?: boolean
  } = {},
): WidgetConfig {
  const metadata = {
    name: appName,
    description: `${appName} (local)`,
    url: location.origin,
    icons: [],
  }
  const walletConnect = createWalletConnect({
    projectId: 'local',
    relayUrl: stack.services.relay,
    networks: localNetworks,
    metadata,
    // Offline: verify.walletconnect.org cannot be reached from the local stack.
    verify: false,
  })
  const adapter = createEvmAdapter({
    networks: localNetworks,
    rpcUrls: { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] },
    externalConnectors: [
      walletConnect.connector('eip155'),
      ...(cardWallet ? [cardWalletConnector(stack)] : []),
    ],
  })
  // Issue 17: Solana beside eip155, after it (the EVM networks stay first and default).
  const solana = stack.solana
    ? createSolanaAdapter({
        networks: localSolanaNetworks,
        rpcUrls: {
          [solanaMainnet.id]: { http: stack.solana.rpcUrl, webSocket: stack.solana.wsUrl },
        },
      })
    : undefined
  return {
    projectId: 'local',
    // Named by the embedded wallet's pages (its frame is told it: spec §7 sync dapp data).
    metadata,
    adapters: [...(solana ? [adapter, solana] : [adapter]), ...others.adapters],
    networks: [...localNetworks, ...(solana ? localSolanaNetworks : []), ...others.networks],
    walletConnect,
    // Issue 16: e-mail and social login through the frame site (its own origin, :8570).
    embeddedWallet: embeddedWalletFromQuery(stack, localNetworks),
    // Smart sessions (ERC-7715) and pay are off by default (spec §1); the example shows them.
    features: { smartSessions: true, pay: true },
    ...(siwx ? { siwx } : {}),
    services: {
      blockchainApiUrl: stack.services.api,
      walletDirectoryUrl: stack.services.directory,
      analyticsUrl: stack.services.analytics,
      // Meld's buy page, as the local API serves it (test/stack/api/onramp/meldPage.ts).
      meldUrl: `${stack.services.api}/onramp/meld`,
      // The local API's name zone (test/stack/api/apiContext.ts NAME_ZONE).
      nameZone: 'airlock.id',
    },
  }
}
