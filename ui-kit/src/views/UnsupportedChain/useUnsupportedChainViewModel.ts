'use client'
// The UnsupportedChain view's props: the requested networks (none is active: the wallet is on
// another), the switch under way, and Disconnect (which closes the modal once done).
import { useDisconnect, useModal } from '@airlock/react-hooks'
import { useCallback } from 'react'
import { useNetworkListViewModel } from '../shared/networkList/useNetworkListViewModel'
import type { UnsupportedChainViewProps } from './UnsupportedChainView'

export function useUnsupportedChainViewModel(): UnsupportedChainViewProps {
  const { networks, isSwitching, switchingId, onSwitch } = useNetworkListViewModel()
  const { close } = useModal()
  const { status, mutateAsync } = useDisconnect()
  const onDisconnect = useCallback(() => {
    mutateAsync(undefined).then(close, () => {})
  }, [mutateAsync, close])
  return {
    networks,
    isSwitching,
    switchingId,
    onSwitch,
    disconnect: status === 'success' ? 'pending' : status,
    onDisconnect,
  }
}
