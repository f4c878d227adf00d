// spec §2: the Connect view's wallet list, as connector sections in the §2 type order
// (walletConnect, recent, injected, featured, custom, external, recommended; a type shows only
// with entries), or the host's order first. spec §5: excluded wallets and, where the rule says so, the generic Browser
// Wallet are left out. A wallet already listed under an earlier type is not listed again.
import {
  type Connector,
  type ConnectorSection,
  connectorSections,
  type WalletListing,
} from '@airlock/core'
import { filterExcludedWallets, shouldShowBrowserWallet } from '@airlock/core/internal'
import {
  connectorRow,
  installedConnectorOf,
  type WalletRowItem,
  walletRow,
} from '../shared/walletRows/walletChoice'

export interface ConnectWalletSectionsInput {
  readonly connectors: readonly Connector[]
  readonly recentWallets: readonly WalletListing[]
  readonly featured: readonly WalletListing[]
  /** spec §2: the host's custom wallets. */
  readonly custom?: readonly WalletListing[]
  readonly recommended: readonly WalletListing[]
  /** spec §5: rdns or names (or directory ids), case-insensitive. */
  readonly excludedWallets: readonly string[]
  readonly isMobile: boolean
  /** The connector the active account is connected through, if any. */
  readonly connectedConnectorId?: string
  /** The host's section order; spec §2 default when absent. */
  readonly orderOverrides?: readonly string[]
  /** Issue 30 (2): at most this many rows, where the directory's wallets (featured, then
   * recommended) give way; a connector in the page is always listed (All Wallets has the rest). */
  readonly maxRows?: number
}

const isInjected = (connector: Connector) =>
  connector.type === 'ANNOUNCED' ||
  connector.type === 'INJECTED' ||
  connector.type === 'MULTI_CHAIN'

/** spec §5: the generic Browser Wallet is the eip155 injected connector that names no rdns
 * (window.ethereum); other namespaces' injected extensions (Polkadot, Keplr) are named wallets. */
const isBrowserWallet = (connector: Connector) =>
  connector.type === 'INJECTED' && connector.chain === 'eip155' && !connector.info?.rdns

export function connectWalletSections(
  input: ConnectWalletSectionsInput,
): readonly ConnectorSection<WalletRowItem>[] {
  const { excludedWallets } = input
  const named = input.connectors.map((connector) => ({
    connector,
    name: connector.name,
    rdns: connector.info?.rdns,
  }))
  const hasInstalledWallet = input.connectors.some(isInjected)
  const connectors = filterExcludedWallets(named, excludedWallets)
    .map(({ connector }) => connector)
    .filter(
      (connector) =>
        !isBrowserWallet(connector) ||
        shouldShowBrowserWallet({
          isMobile: input.isMobile,
          rdns: connector.info?.rdns,
          hasInstalledWallet,
        }),
    )
  const walletConnect = connectors.filter((connector) => connector.type === 'WALLET_CONNECT')
  const recent = filterExcludedWallets(input.recentWallets, excludedWallets)
  const listedIds = new Set(recent.map((wallet) => wallet.id))
  const coveredConnectors = new Set(
    recent.map((wallet) => installedConnectorOf(wallet, connectors)?.id).filter(Boolean),
  )
  const notCovered = (connector: Connector) => !coveredConnectors.has(connector.id)
  // A directory wallet that is installed is listed as its connector instead.
  const fromDirectory = (wallets: readonly WalletListing[]) => {
    const fresh = filterExcludedWallets(wallets, excludedWallets).filter(
      (wallet) => !listedIds.has(wallet.id) && !installedConnectorOf(wallet, connectors),
    )
    for (const wallet of fresh) listedIds.add(wallet.id)
    return fresh.map(walletRow)
  }
  const allFeatured = fromDirectory(input.featured)
  const custom = fromDirectory(input.custom ?? [])
  const allRecommended = fromDirectory(input.recommended)
  const injected = connectors.filter(isInjected).filter(notCovered).map(connectorRow)
  const external = connectors
    .filter((connector) => connector.type === 'EXTERNAL')
    .filter(notCovered)
    .map(connectorRow)
  const listedAlways =
    Math.min(walletConnect.length, 1) +
    recent.length +
    injected.length +
    custom.length +
    external.length
  const room = Math.max(0, (input.maxRows ?? Number.POSITIVE_INFINITY) - listedAlways)
  const featured = allFeatured.slice(0, room)
  const recommended = allRecommended.slice(0, room - featured.length)
  return connectorSections<WalletRowItem>({
    walletConnectEnabled: walletConnect.length > 0,
    connectedThroughWalletConnect: walletConnect.some(
      (connector) => connector.id === input.connectedConnectorId,
    ),
    orderOverrides: input.orderOverrides,
    entries: {
      walletConnect: walletConnect.slice(0, 1).map(connectorRow),
      // A recent wallet connects through its installed connector, impersonated or not.
      recent: recent.map((wallet) => ({
        ...walletRow(wallet),
        impersonated: installedConnectorOf(wallet, connectors)?.info?.impersonated,
      })),
      injected,
      featured,
      custom,
      external,
      recommended,
    },
  })
}
