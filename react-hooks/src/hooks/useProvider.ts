'use client'
// Issue 31: the wallet for the host's own library (viem, ethers, a Solana SDK), as
// widget.getProvider gives it; the component renders again when the namespace's wallet changes
// (connected, another connector, disconnected).
import type { ChainNamespace, WidgetProviders } from '@airlock/core'
import { selectConnectionStatus, selectConnectorId, widgetSystemIds } from '@airlock/core/internal'
import { useFlowSelector } from '../internal/useFlow'
import { useRunningWidget } from '../internal/widgetContext'

export function useProvider<Namespace extends ChainNamespace>(
  namespace: Namespace,
): WidgetProviders[Namespace] | undefined {
  const widget = useRunningWidget()
  // Read again for each new snapshot of the namespace's connection: the same object while the
  // wallet is the same, so a balance or a label renders nothing again. eip155's provider is the
  // widget's own, there whether a wallet is connected or not.
  return useFlowSelector(widgetSystemIds.connection(namespace), (snapshot) =>
    namespace === 'eip155' ||
    (selectConnectionStatus(snapshot) === 'connected' && selectConnectorId(snapshot))
      ? widget.getProvider(namespace)
      : undefined,
  )
}
