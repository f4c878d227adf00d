'use client'
// spec §4 networks: the active one, the requested list, and a stable switch.
import type { CaipNetwork, CaipNetworkId } from '@airlock/core'
import {
  selectActiveNetwork,
  selectIsOnUnsupportedChain,
  selectIsSwitching,
  selectNetworks,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback } from 'react'
import { useFlowSelectors } from '../internal/useFlowSelectors'
import { useWidget } from '../internal/widgetContext'

const networkSelectors = {
  caipNetwork: selectActiveNetwork,
  networks: selectNetworks,
  isSwitching: selectIsSwitching,
  isUnsupported: selectIsOnUnsupportedChain,
}

export interface UseNetworkReturnType {
  readonly caipNetwork?: CaipNetwork
  readonly networks: readonly CaipNetwork[]
  readonly isSwitching: boolean
  /** The wallet is on a network the app did not ask for (spec §2 UnsupportedChain). */
  readonly isUnsupported: boolean
  readonly switchNetwork: (network: CaipNetwork | CaipNetworkId) => void
}

export function useNetwork(): UseNetworkReturnType {
  const widget = useWidget()
  const switchNetwork = useCallback(
    (network: CaipNetwork | CaipNetworkId) => widget.switchNetwork(network),
    [widget],
  )
  return useFlowSelectors(widgetSystemIds.network, networkSelectors, { switchNetwork })
}
