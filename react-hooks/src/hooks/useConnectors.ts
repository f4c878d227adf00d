'use client'
// spec §3 connectors the adapters found (announced, injected, external, WalletConnect), each
// once even when several namespaces list it (one WalletConnect session spans namespaces).
import type { ChainNamespace, Connector } from '@airlock/core'
import { connectorList, widgetSystemIds } from '@airlock/core/internal'
import { useMemo } from 'react'
import { useFlowSelector } from '../internal/useFlow'

export interface UseConnectorsParameters {
  /** Only this namespace's connectors. */
  readonly namespace?: ChainNamespace
}

export function useConnectors({ namespace }: UseConnectorsParameters = {}): readonly Connector[] {
  const byNamespace = useFlowSelector(
    widgetSystemIds.widget,
    (snapshot) => snapshot.context.connectors,
  )
  return useMemo(() => connectorList(byNamespace, namespace), [byNamespace, namespace])
}
