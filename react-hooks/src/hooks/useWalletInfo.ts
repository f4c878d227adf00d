'use client'
// spec §3 connectedWalletInfo: the name and icon of the wallet connected on a namespace.
import type { ChainNamespace } from '@airlock/core'
import { useAccount } from './useAccount'
import { useConnectors } from './useConnectors'

export interface UseWalletInfoReturnType {
  readonly name?: string
  readonly icon?: string
  readonly connectorType?: string
}

export function useWalletInfo({
  namespace,
}: {
  readonly namespace?: ChainNamespace
} = {}): UseWalletInfoReturnType {
  const { connectorId } = useAccount({ namespace })
  const connector = useConnectors().find((candidate) => candidate.id === connectorId)
  if (!connector) return {}
  return { name: connector.name, icon: connector.imageUrl, connectorType: connector.type }
}
