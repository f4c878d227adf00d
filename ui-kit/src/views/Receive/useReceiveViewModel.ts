'use client'
// The Receive view's props from the hooks: the account's address, the configured networks of
// its namespace (an eip155 address receives on every EVM network the app asked for), and copy
// with a moment of 'Copied' feedback (as the Account view does).
import { useAccount, useNetwork } from '@airlock/react-hooks'
import { useMemo } from 'react'
import { useCopyText } from '../shared/useCopyText'
import type { ReceiveViewProps } from './ReceiveView'

export function useReceiveViewModel(): ReceiveViewProps | undefined {
  const { address, namespace } = useAccount()
  const { networks } = useNetwork()
  const { copied, onCopy } = useCopyText(address)
  const valid = useMemo(
    () => networks.filter((network) => network.chainNamespace === namespace),
    [networks, namespace],
  )

  if (!address) return undefined
  return { address, networks: valid, copied, onCopy }
}
