'use client'
// Choosing a wallet row: push the view its route names and, for a connector that connects
// directly, start connecting (the pushed view shows the progress).
import { useConnect, useConnectors, useModal } from '@airlock/react-hooks'
import { useCallback } from 'react'
import { routeWalletChoice, type WalletRowItem } from './walletChoice'

export function useWalletChoice(): (item: WalletRowItem) => void {
  const connectors = useConnectors()
  const { push } = useModal()
  const { connect } = useConnect()
  return useCallback(
    (item: WalletRowItem) => {
      const route = routeWalletChoice(item.choice, connectors)
      push(route.entry)
      if (route.connect) connect(route.connect)
    },
    [connectors, push, connect],
  )
}
