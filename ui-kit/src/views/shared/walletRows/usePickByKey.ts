'use client'
// A memoised row or tile names its wallet by key; the click reads the wallet as the list's last
// render gave it, so an entry left alone by memo never picks a stale wallet. One stable callback
// for every entry (issue 27: a new page renders its own entries alone).
import { useCallback, useRef } from 'react'
import type { WalletRowItem } from './walletChoice'

export function usePickByKey(
  items: readonly WalletRowItem[],
  onSelect: (item: WalletRowItem) => void,
): (key: string) => void {
  const latest = useRef({ items, onSelect })
  latest.current = { items, onSelect }
  return useCallback((key: string) => {
    const item = latest.current.items.find((entry) => entry.key === key)
    if (item) latest.current.onSelect(item)
  }, [])
}
