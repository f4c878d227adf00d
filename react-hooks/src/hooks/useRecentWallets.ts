'use client'
// spec §3 recent wallets (at most 2, newest first), kept across visits.
import type { WalletListing } from '@airlock/core'
import { useSelector } from '@xstate/react'
import { useWidget } from '../internal/widgetContext'

export function useRecentWallets(): readonly WalletListing[] {
  const widget = useWidget()
  return useSelector(
    widget.actor,
    (snapshot) => snapshot.context.recentWallets as readonly WalletListing[],
  )
}
