'use client'
// spec §3 wcUri, §9 expiry: the pairing URI for a QR code, whether it expired, and refresh.
import {
  selectPairingError,
  selectPairingExpired,
  selectPairingLoading,
  selectPairingUri,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback } from 'react'
import { useFlowSelector } from '../internal/useFlow'
import { useWidget } from '../internal/widgetContext'

export function useWalletConnectUri() {
  const widget = useWidget()
  const uri = useFlowSelector(widgetSystemIds.pairing, selectPairingUri)
  const isExpired = useFlowSelector(widgetSystemIds.pairing, selectPairingExpired)
  const isLoading = useFlowSelector(widgetSystemIds.pairing, selectPairingLoading)
  const error = useFlowSelector(widgetSystemIds.pairing, selectPairingError)
  const send = useCallback(
    (type: 'user.start' | 'user.refresh') => widget.sendToFlow(widgetSystemIds.pairing, { type }),
    [widget],
  )
  const start = useCallback(() => send('user.start'), [send])
  const refresh = useCallback(() => send('user.refresh'), [send])
  return { uri, isExpired, isLoading, error, start, refresh }
}

export type UseWalletConnectUriReturnType = ReturnType<typeof useWalletConnectUri>
