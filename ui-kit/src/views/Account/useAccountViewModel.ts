'use client'
// The Account view's props from the hooks: the account, its identity (spec §7), the balance
// query, the network list, the machine's tab, the activity feature and disconnect (which then
// closes the modal: the machine itself only resets the stack to Connect).
import {
  useAccount,
  useBalance,
  useDisconnect,
  useFeatures,
  useIdentity,
  useModal,
} from '@airlock/react-hooks'
import { useCallback, useEffect, useState } from 'react'
import { useNetworkListViewModel } from '../shared/networkList/useNetworkListViewModel'
import type { AccountViewProps, DisconnectState } from './AccountView'
import { accountBalances } from './accountBalances'

const disconnectStates: Record<ReturnType<typeof useDisconnect>['status'], DisconnectState> = {
  idle: 'idle',
  pending: 'pending',
  success: 'pending',
  error: 'error',
}

/** How long the copy button says "copied". */
export const COPIED_FEEDBACK_MS = 2000

export function useAccountViewModel(): AccountViewProps | undefined {
  const { address } = useAccount()
  const identity = useIdentity()
  const balance = useBalance()
  const { caipNetwork, networks, activeId, isSwitching, switchingId, onSwitch } =
    useNetworkListViewModel()
  const { tab, selectTab, close } = useModal()
  const { activity } = useFeatures()
  const { status, mutateAsync } = useDisconnect()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const onCopy = useCallback(() => {
    if (!address) return
    navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }, [address])
  const onDisconnect = useCallback(() => {
    mutateAsync(undefined).then(close, () => {})
  }, [mutateAsync, close])

  if (!address) return undefined
  const explorer = caipNetwork?.blockExplorers?.default.url.replace(/\/+$/, '')
  return {
    address,
    profileName: identity.data?.name ?? undefined,
    avatarUrl: identity.data?.avatar ?? undefined,
    explorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    balances: accountBalances(balance, caipNetwork),
    copied,
    onCopy,
    network: { caipNetwork, networks, activeId, isSwitching, switchingId, onSwitch },
    tab,
    onTabChange: selectTab,
    showActivity: activity,
    // Success closes the modal: until it has, the button stays busy.
    disconnect: disconnectStates[status],
    onDisconnect,
  }
}
