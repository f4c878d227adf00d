'use client'
// spec §3 recent wallets (at most 2, newest first), kept across visits.
import type { WalletListing } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { useFlowSelector } from '../internal/useFlow'

export function useRecentWallets(): readonly WalletListing[] {
  return useFlowSelector(
    widgetSystemIds.widget,
    (snapshot) => snapshot.context.recentWallets as readonly WalletListing[],
  )
}
