'use client'
// Builds ConnectViewProps from the hooks: the connectors the adapters found, the recent wallets,
// the directory's featured and recommended wallets (loaded on first show), the features, and the
// routes for each choice. E-mail and social logins need the embedded wallet, which comes later:
// until then their callbacks do nothing.
import { type ConnectMethod, connectMethodOrder, type SocialProvider } from '@airlock/core'
import {
  useAccount,
  useConnectors,
  useFeatures,
  useModal,
  useRecentWallets,
  useWalletList,
} from '@airlock/react-hooks'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useWalletChoice } from '../shared/walletRows/useWalletChoice'
import { useWalletListStatus } from '../shared/walletRows/useWalletListStatus'
import type { ConnectViewProps } from './ConnectView'
import { connectWalletSections } from './connectWalletSections'

/** spec §2: the configured connect-method order, or the default when it is invalid. */
function methodOrder(configured?: readonly string[]): readonly ConnectMethod[] {
  const order = connectMethodOrder(configured)
  return order._tag === 'Success' ? order.success : order.failure.fallback
}

function isMobileBrowser(): boolean {
  if (typeof navigator === 'undefined') return false
  const data = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData
  return data?.mobile ?? /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}

const notYetAvailable = (_value: string | SocialProvider) => {}

export function useConnectViewModel(): ConnectViewProps {
  const connectors = useConnectors()
  const recentWallets = useRecentWallets()
  const features = useFeatures()
  const { featured, recommended, load } = useWalletList()
  const { excludedWallets } = useWalletListStatus()
  const { connectorId } = useAccount()
  const { push } = useModal()
  const onSelect = useWalletChoice()
  const [legalAccepted, setLegalAccepted] = useState(false)
  useEffect(() => {
    load()
  }, [load])
  const walletSections = useMemo(
    () =>
      connectWalletSections({
        connectors,
        recentWallets,
        featured,
        recommended,
        excludedWallets,
        isMobile: isMobileBrowser(),
        connectedConnectorId: connectorId,
      }),
    [connectors, recentWallets, featured, recommended, excludedWallets, connectorId],
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
    methods,
    socials: hasAuth ? features.socials : [],
    walletSections,
    showAllWallets: features.allWallets,
    legalCheckbox: features.legalCheckbox,
    legalAccepted,
    onLegalChange: setLegalAccepted,
    onEmail: notYetAvailable,
    onSocial: notYetAvailable,
    onSelect,
    onAllWallets,
  }
}
