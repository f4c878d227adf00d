'use client'
// spec §3 account state of one namespace (the active network's by default).
import type { CaipAddress, ChainNamespace, ConnectionStatus } from '@airlock/core'
import {
  selectActiveNetwork,
  selectAddress,
  selectAddressLabels,
  selectCaipAddress,
  selectConnectionStatus,
  selectConnectorId,
  selectIsReconnecting,
  selectSmartAccountDeployed,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useFlowSelector } from '../internal/useFlow'

export interface UseAccountParameters {
  readonly namespace?: ChainNamespace
}

export interface UseAccountReturnType {
  readonly namespace: ChainNamespace
  readonly status: ConnectionStatus
  readonly isConnected: boolean
  readonly address?: string
  readonly caipAddress?: CaipAddress
  readonly connectorId?: string
  /** spec §4: the auto-reconnect run at start is under way (a stored session is tried). */
  readonly isReconnecting: boolean
  /** spec §3: the connected smart account is deployed on chain; undefined where the wallet does
   * not say (only the embedded wallet does). */
  readonly smartAccountDeployed?: boolean
  /** spec §3: the host's names for addresses of this namespace (`widget.setAddressLabel`). */
  readonly addressLabels: Readonly<Record<string, string>>
}

export function useAccount({ namespace }: UseAccountParameters = {}): UseAccountReturnType {
  const activeNamespace = useFlowSelector(
    widgetSystemIds.network,
    (snapshot) => selectActiveNetwork(snapshot)?.chainNamespace ?? 'eip155',
  )
  const chosen: ChainNamespace = namespace ?? activeNamespace
  const id = widgetSystemIds.connection(chosen)
  const status = useFlowSelector(id, selectConnectionStatus)
  const address = useFlowSelector(id, selectAddress)
  const caipAddress = useFlowSelector(id, selectCaipAddress)
  const connectorId = useFlowSelector(id, selectConnectorId)
  const isReconnecting = useFlowSelector(widgetSystemIds.autoReconnect, selectIsReconnecting)
  const smartAccountDeployed = useFlowSelector(id, selectSmartAccountDeployed)
  const addressLabels = useFlowSelector(id, selectAddressLabels)
  return {
    namespace: chosen,
    status,
    isConnected: status === 'connected',
    address,
    caipAddress,
    connectorId,
    isReconnecting,
    ...(smartAccountDeployed === undefined ? {} : { smartAccountDeployed }),
    addressLabels,
  }
}
