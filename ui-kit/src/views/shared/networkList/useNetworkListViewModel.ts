'use client'
// The shared network list's props from useNetwork: the requested networks, the active one (none
// while the wallet is on an unsupported network) and the one being switched to. The hook tells
// only that a switch is under way, so the list remembers which network the person chose.
import type { CaipNetwork, CaipNetworkId } from '@airlock/core'
import { useNetwork } from '@airlock/react-hooks'
import { useCallback, useState } from 'react'
import type { NetworkListProps } from './NetworkList'

export type NetworkListViewModel = Required<
  Pick<NetworkListProps, 'networks' | 'isSwitching' | 'onSwitch'>
> &
  Pick<NetworkListProps, 'activeId' | 'switchingId'> & { readonly caipNetwork?: CaipNetwork }

export function useNetworkListViewModel(): NetworkListViewModel {
  const { caipNetwork, networks, isSwitching, isUnsupported, switchNetwork } = useNetwork()
  // The choice holds for the switch away from the network it was made on: once the network
  // changes (or a switch starts elsewhere later), a stale choice is not shown.
  const [chosen, setChosen] = useState<{ target: CaipNetworkId; from?: CaipNetworkId }>()
  const from = caipNetwork?.caipNetworkId
  const onSwitch = useCallback(
    (network: CaipNetwork) => {
      setChosen({ target: network.caipNetworkId, from })
      switchNetwork(network)
    },
    [switchNetwork, from],
  )
  return {
    caipNetwork,
    networks,
    activeId: isUnsupported ? undefined : caipNetwork?.caipNetworkId,
    isSwitching,
    switchingId: isSwitching && chosen?.from === from ? chosen?.target : undefined,
    onSwitch,
  }
}
