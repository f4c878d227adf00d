// What every local example page shares: the stack's addresses (served by `npm start` as
// /stack.json), the injected test wallet announced in the page (a headless Chromium has no
// wallet of its own; `?devwallet=0` leaves it out), and the widget's config for the local
// chains, relay and services.
import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWalletConnect } from '@airlock/adapters/walletconnect'
import { type CaipNetwork, ethereumNetwork, sepoliaNetwork, type WidgetConfig } from '@airlock/core'
import { announceTestWallet, createTestWallet } from '../../../test/wallets/injected/testWallet'

export interface LocalStack {
  readonly rpcUrls: { readonly mainnet: string; readonly sepolia: string }
  readonly services: {
    readonly api: string
    readonly directory: string
    readonly analytics: string
    readonly relay: string
  }
}

export const localNetworks: readonly CaipNetwork[] = [ethereumNetwork, sepoliaNetwork]

// What a real wallet keeps between visits: whether it trusts this site, and its chain.
const trustKey = 'airlock-example:test-wallet-trusts-site'
const chainKey = 'airlock-example:test-wallet-chain'

export async function fetchLocalStack(): Promise<LocalStack> {
  return (await (await fetch('/stack.json')).json()) as LocalStack
}

export function installTestWallet(stack: LocalStack) {
  if (new URLSearchParams(location.search).get('devwallet') === '0') return
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: stack.rpcUrls.mainnet, name: 'Ethereum (local)' },
      { id: 11155111, rpcUrl: stack.rpcUrls.sepolia, name: 'Sepolia (local)' },
    ],
    chainId: Number(sessionStorage.getItem(chainKey) ?? 1),
    authorized: sessionStorage.getItem(trustKey) === '1',
    info: { name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' },
  })
  wallet.provider.on('connect', () => sessionStorage.setItem(trustKey, '1'))
  wallet.provider.on('chainChanged', (chainId) =>
    sessionStorage.setItem(chainKey, String(Number(chainId))),
  )
  wallet.provider.on('accountsChanged', (accounts) => {
    if (Array.isArray(accounts) && accounts.length === 0) sessionStorage.removeItem(trustKey)
  })
  announceTestWallet(wallet, window)
  // For the end-to-end tests: what the wallet was asked (a prompt is eth_requestAccounts).
  Object.assign(window, { airlockTestWallet: wallet })
}

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
    services: {
      blockchainApiUrl: stack.services.api,
      walletDirectoryUrl: stack.services.directory,
      analyticsUrl: stack.services.analytics,
    },
  }
}
