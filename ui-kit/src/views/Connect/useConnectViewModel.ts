'use client'
// Builds ConnectViewProps from the hooks: the connectors the adapters found, the recent wallets,
// the directory's featured and recommended wallets (loaded on first show), the features, and the
// routes for each choice. E-mail and social logins go to the embedded wallet, whose frame
// starts loading when this view shows them (spec §4; never before the modal opens).
import type { SocialProvider } from '@airlock/core'
import { afterNextPaint, type ConnectMethod, connectMethodOrder } from '@airlock/core/internal'
import {
  useAccount,
  useConnectors,
  useFeatures,
  useModal,
  usePlatform,
  useRecentWallets,
  useWalletList,
} from '@airlock/react-hooks'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useWalletChoice } from '../shared/walletRows/walletChoice'
import type { ConnectViewProps } from './ConnectView'
import { connectWalletSections } from './connectWalletSections'
import { walletsOfNamespace } from './walletsOfNamespace'

/** spec §2: the configured connect-method order, or the default when it is invalid. */
function methodOrder(configured?: readonly string[]): readonly ConnectMethod[] {
  const order = connectMethodOrder(configured)
  return order._tag === 'Success' ? order.success : order.failure.fallback
}

const noSocials: readonly SocialProvider[] = []

/** Issue 30 (2): the Connect view's wallet rows besides All Wallets, so that with e-mail and the
 * social logins it fits 600 px of height. */
const CONNECT_WALLET_ROWS = 4

/** The embedded wallet's logins, when its AUTH connector is in the page: whether they show, and
 * the socials configured (useEmbeddedLogin reads the wallet only then; issue 27). */
export interface EmbeddedLoginParts {
  readonly shown: boolean
  readonly offered: readonly SocialProvider[]
}

export interface ConnectViewModel {
  /** The view's props, the embedded wallet's parts left empty. */
  readonly props: ConnectViewProps
  readonly embeddedLogin?: EmbeddedLoginParts
}

/** E-mail and socials without the embedded wallet: nothing behind them, and never shown. */
const notOffered = () => {}

export function useConnectViewModel(): ConnectViewModel {
  // spec §2: opened for a namespace, the view lists that namespace's wallets alone.
  const { push, namespace } = useModal()
  const connectors = useConnectors({ namespace })
  const allConnectors = useConnectors()
  const recentWallets = useRecentWallets()
  const features = useFeatures()
  const { featured, recommended, custom, connectorOrder, load, excludedWallets, total } =
    useWalletList()
  const { connectorId } = useAccount()
  const onSelect = useWalletChoice()
  const { isMobile } = usePlatform()
  const [legalAccepted, setLegalAccepted] = useState(false)
  // Issue 27: after the frame that shows the view; opening the modal waits for nothing.
  useEffect(() => afterNextPaint(load), [load])
  const walletSections = useMemo(
    () =>
      connectWalletSections({
        connectors,
        recentWallets: walletsOfNamespace(recentWallets, namespace, allConnectors),
        featured: walletsOfNamespace(featured, namespace, allConnectors),
        recommended: walletsOfNamespace(recommended, namespace, allConnectors),
        custom: walletsOfNamespace(custom, namespace, allConnectors),
        excludedWallets,
        isMobile,
        connectedConnectorId: connectorId,
        orderOverrides: connectorOrder,
        maxRows: features.allWallets ? CONNECT_WALLET_ROWS : undefined,
      }),
    [
      connectors,
      allConnectors,
      recentWallets,
      featured,
      recommended,
      custom,
      connectorOrder,
      excludedWallets,
      connectorId,
      namespace,
      isMobile,
      features.allWallets,
    ],
  )
  // E-mail and social logins go through the embedded wallet's AUTH connector: without one in
  // the page there is nothing behind those buttons, so they are not offered.
  const hasAuth = connectors.some((connector) => connector.type === 'AUTH')
  const methods = useMemo(
    () =>
      methodOrder().filter(
        (method) => method === 'wallet' || (hasAuth && (method !== 'email' || features.email)),
      ),
    [features.email, hasAuth],
  )
  const onAllWallets = useCallback(() => push({ view: 'AllWallets' }), [push])
  return {
    props: {
      methods,
      socials: noSocials,
      walletSections,
      showAllWallets: features.allWallets,
      walletTotal: total,
      legalCheckbox: features.legalCheckbox,
      legalAccepted,
      onLegalChange: setLegalAccepted,
      onEmail: notOffered,
      onSocial: notOffered,
      onSelect,
      onAllWallets,
    },
    embeddedLogin: hasAuth
      ? {
          shown: methods.includes('email') || features.socials.length > 0,
          offered: features.socials,
        }
      : undefined,
  }
}
