'use client'
// ConnectingWalletConnect's props from the hooks: starts the pairing on mount (the connection
// then proceeds by itself when the phone approves), and reads the URI, its countdown, the
// chosen wallet's deep links, and a failure: the pairing's own, or the connection attempt's
// (CONNECT_ERROR, e.g. the wallet declined), which belongs to the URI it happened on.
import { type WalletListing, walletPairingLinks } from '@airlock/core'
import { useWalletConnectUri, useWidgetEvents } from '@airlock/react-hooks'
import { useEffect, useRef, useState } from 'react'
import type { ConnectingWalletConnectViewProps, PairingLink } from './ConnectingWalletConnectView'
import { useCopyLink } from './useCopyLink'
import { usePairingCountdown } from './usePairingCountdown'

const isRejection = (error: unknown) =>
  (error as { _tag?: unknown } | undefined)?._tag === 'UserRejectedError'
const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined)

/** On a phone the app's own link; elsewhere the desktop app's; the web app anywhere. */
function pairingLinks(wallet: WalletListing, uri: string): PairingLink[] {
  const links = walletPairingLinks(wallet, uri)
  const onPhone = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
  const kinds = onPhone ? (['mobile', 'web'] as const) : (['desktop', 'web'] as const)
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
  const [connectFailure, setConnectFailure] = useState<{ uri?: string; error: unknown }>()
  useWidgetEvents((event) => setConnectFailure({ uri: currentUri.current, error: event.error }), {
    type: 'CONNECT_ERROR',
  })
  const connectError =
    connectFailure && uri && connectFailure.uri === uri ? connectFailure.error : undefined

  const failure: ConnectingWalletConnectViewProps['failure'] =
    error !== undefined
      ? { reason: 'pairing', message: messageOf(error) }
      : connectError !== undefined
        ? isRejection(connectError)
          ? { reason: 'declined' }
          : { reason: 'connection', message: messageOf(connectError) }
        : undefined
  return {
    status: failure ? 'failed' : isExpired ? 'expired' : uri ? 'ready' : 'loading',
    uri,
    wallet: wallet && { name: wallet.name, imageUrl: wallet.image_url },
    secondsLeft,
    links: wallet && uri ? pairingLinks(wallet, uri) : [],
    copy,
    failure,
    onCopy,
    onRefresh: refresh,
  }
}
