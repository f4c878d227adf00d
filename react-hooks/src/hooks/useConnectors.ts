'use client'
// spec §3 connectors the adapters found (announced, injected, external, WalletConnect), each
// once even when several namespaces list it (one WalletConnect session spans namespaces).
import type { ChainNamespace, Connector } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { useMemo } from 'react'
import { useFlowSelector } from '../internal/useFlow'

export interface UseConnectorsParameters {
  /** Only this namespace's connectors. */
  readonly namespace?: ChainNamespace
}

type ConnectorsByNamespace = Readonly<Partial<Record<ChainNamespace, readonly Connector[]>>>

export function useConnectors({ namespace }: UseConnectorsParameters = {}): readonly Connector[] {
  const byNamespace = useFlowSelector(
    widgetSystemIds.widget,
    (snapshot) => snapshot.context.connectors as ConnectorsByNamespace,
  )
  return useMemo(() => {
    const lists = namespace ? [byNamespace[namespace] ?? []] : Object.values(byNamespace)
    const seen = new Set<string>()
    return lists.flat().filter((connector): connector is Connector => {
      if (!connector || seen.has(connector.id)) return false
      seen.add(connector.id)
      return true
    })
  }, [byNamespace, namespace])
}
