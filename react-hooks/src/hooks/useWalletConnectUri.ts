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
import { useFlowSend } from '../internal/useFlow'
import { useFlowSelectors } from '../internal/useFlowSelectors'

const pairingSelectors = {
  uri: selectPairingUri,
  isExpired: selectPairingExpired,
  isLoading: selectPairingLoading,
  error: selectPairingError,
}

export function useWalletConnectUri() {
  const send = useFlowSend(widgetSystemIds.pairing)
  const start = useCallback(() => send({ type: 'user.start' }), [send])
  const refresh = useCallback(() => send({ type: 'user.refresh' }), [send])
  return useFlowSelectors(widgetSystemIds.pairing, pairingSelectors, { start, refresh })
}

export type UseWalletConnectUriReturnType = ReturnType<typeof useWalletConnectUri>
