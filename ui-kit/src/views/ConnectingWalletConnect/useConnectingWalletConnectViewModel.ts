'use client'
// ConnectingWalletConnect's props from the hooks: starts the pairing on mount (the connection
// then proceeds by itself when the phone approves), and reads the URI, its countdown, the
// chosen wallet's deep links, and a failure: the pairing's own, or the connection attempt's
// (CONNECT_ERROR, e.g. the wallet declined), which belongs to the URI it happened on.
import type { ConnectionError, WalletListing } from '@airlock/core'
import { walletBrowseUrl, walletPairingLinks } from '@airlock/core/internal'
import { usePlatform, useWalletConnectUri, useWidgetEvents } from '@airlock/react-hooks'
import { useEffect, useRef, useState } from 'react'
import type { ConnectingWalletConnectViewProps, PairingLink } from './ConnectingWalletConnectView'
import { useCopyLink } from './useCopyLink'
import { usePairingCountdown } from './usePairingCountdown'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined)

/**
 * On a phone the app's own link, and (spec §7) a link that opens this page inside the
 * wallet app's browser, where the wallet is injected; elsewhere the desktop app's; the web app
 * anywhere.
 */
export function pairingLinks(
  wallet: WalletListing,
  uri: string,
  onPhone: boolean,
  pageUrl: string,
): PairingLink[] {
  const links: Partial<Record<PairingLink['kind'], string>> = {
    ...walletPairingLinks(wallet, uri),
    browse: walletBrowseUrl(wallet, pageUrl),
  }
  const kinds = onPhone ? (['mobile', 'browse', 'web'] as const) : (['desktop', 'web'] as const)
  return kinds.flatMap((kind) => {
    const href = links[kind]
    return href ? [{ kind, href }] : []
  })
}

export function useConnectingWalletConnectViewModel(
  wallet: WalletListing | undefined,
): ConnectingWalletConnectViewProps {
  const { uri, isExpired, error, start, refresh } = useWalletConnectUri()
  useEffect(() => {
    start()
  }, [start])
  const secondsLeft = usePairingCountdown(uri)
  const { copy, onCopy } = useCopyLink(uri)

  const currentUri = useRef(uri)
  currentUri.current = uri
  const [connectFailure, setConnectFailure] = useState<{ uri?: string; error: ConnectionError }>()
  useWidgetEvents((event) => setConnectFailure({ uri: currentUri.current, error: event.error }), {
    type: 'CONNECT_ERROR',
  })
  const connectError =
    connectFailure && uri && connectFailure.uri === uri ? connectFailure.error : undefined

  const failure: ConnectingWalletConnectViewProps['failure'] =
    error !== undefined
      ? { reason: 'pairing', message: messageOf(error) }
      : connectError !== undefined
        ? connectError._tag === 'UserRejectedError'
          ? { reason: 'declined' }
          : { reason: 'connection', message: connectError.message }
        : undefined
  // Issue 29 (12): the widget's platform detection, not a screen size.
  const onPhone = usePlatform().isMobile
  return {
    status: failure ? 'failed' : isExpired ? 'expired' : uri ? 'ready' : 'loading',
    uri,
    wallet: wallet && { name: wallet.name, imageUrl: wallet.image_url },
    secondsLeft,
    onPhone,
    links: wallet && uri ? pairingLinks(wallet, uri, onPhone, location.href) : [],
    copy,
    failure,
    onCopy,
    onRefresh: refresh,
  }
}
