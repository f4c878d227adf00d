'use client'
// What a wallet row stands for, and the rules that route a choice (spec §2, §3): a connector the
// adapters found, or a directory wallet (recent, featured, recommended, or from All Wallets)
// that goes through its installed connector when one matches, else through WalletConnect.
// useWalletChoice, at the end, is the rows' click: it pushes the view the route names and, for
// a connector that connects directly, starts connecting (the pushed view shows the progress).
import type { Connector, ViewEntry, WalletListing } from '@airlock/core'
import { useConnect, useConnectors, useModal } from '@airlock/react-hooks'
import { useCallback } from 'react'
import { walletConnectImage } from '../../../marks/walletConnectMark.generated'

export type WalletChoice =
  | { readonly kind: 'connector'; readonly connector: Connector }
  | { readonly kind: 'wallet'; readonly wallet: WalletListing }

/** One row of a wallet list: what it shows and what choosing it means. */
export interface WalletRowItem {
  /** Unique within the list. */
  readonly key: string
  readonly name: string
  readonly imageUrl?: string
  readonly choice: WalletChoice
  /** Issue 28: the wallet it connects through was announced by a second provider too. */
  readonly impersonated?: boolean
}

export const connectorRow = (connector: Connector): WalletRowItem => ({
  key: `connector:${connector.id}`,
  name: connector.name,
  // Issue 30 (1): WalletConnect's row shows its mark when the connector names no image.
  imageUrl:
    connector.imageUrl ?? (connector.type === 'WALLET_CONNECT' ? walletConnectImage : undefined),
  choice: { kind: 'connector', connector },
  impersonated: connector.info?.impersonated,
})

/** spec §3: a directory wallet's image is its image_url, else none (initials show). */
export const walletRow = (wallet: WalletListing): WalletRowItem => ({
  key: `wallet:${wallet.id}`,
  name: wallet.name,
  imageUrl: wallet.image_url,
  choice: { kind: 'wallet', wallet },
})

const connectsDirectly = (connector: Connector) =>
  connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH'

/**
 * The installed connector a directory wallet stands for: the same rdns, else the same
 * directory id (explorerId) or connector id (a recent entry saved from a connector).
 */
export function installedConnectorOf(
  wallet: WalletListing,
  connectors: readonly Connector[],
): Connector | undefined {
  return connectors.filter(connectsDirectly).find((connector) => {
    const rdns = connector.info?.rdns
    if (rdns && wallet.rdns && rdns.toLowerCase() === wallet.rdns.toLowerCase()) return true
    return connector.explorerId === wallet.id || connector.id === wallet.id
  })
}

/** What choosing does: the view to push, and the connector to connect now, if any (with the
 * directory wallet chosen, which the widget keeps as recent; a connector keeps itself). */
export interface WalletRoute {
  readonly entry: ViewEntry
  readonly connect?: { readonly connectorId: string; readonly wallet?: WalletListing }
}

/**
 * spec §2: WalletConnect opens its pairing view (which starts the pairing); an announced,
 * injected or external connector opens ConnectingExternal and connects at once; a directory
 * wallet uses its installed connector when there is one, else pairs over WalletConnect.
 */
export function routeWalletChoice(
  choice: WalletChoice,
  connectors: readonly Connector[],
): WalletRoute {
  if (choice.kind === 'wallet') {
    const installed = installedConnectorOf(choice.wallet, connectors)
    if (!installed) return { entry: { view: 'ConnectingWalletConnect', wallet: choice.wallet } }
    return {
      entry: { view: 'ConnectingExternal', connector: installed },
      connect: { connectorId: installed.id, wallet: choice.wallet },
    }
  }
  const { connector } = choice
  if (connector.type === 'WALLET_CONNECT') return { entry: { view: 'ConnectingWalletConnect' } }
  return {
    entry: { view: 'ConnectingExternal', connector },
    connect: { connectorId: connector.id },
  }
}

export function useWalletChoice(): (item: WalletRowItem) => void {
  const connectors = useConnectors()
  const { push } = useModal()
  const { connect } = useConnect()
  return useCallback(
    (item: WalletRowItem) => {
      const route = routeWalletChoice(item.choice, connectors)
      push(route.entry)
      if (route.connect) connect(route.connect)
    },
    [connectors, push, connect],
  )
}
