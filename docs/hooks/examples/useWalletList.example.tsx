import type { WalletListing } from '@airlock/core'
import { useWalletList } from '@airlock/react-hooks'
import { useEffect } from 'react'

export function AllWallets() {
  const list = useWalletList()
  const { load } = list
  useEffect(() => {
    load()
  }, [load])
  const shown: readonly WalletListing[] = list.searchResults ?? [
    ...list.featured,
    ...list.recommended,
    ...list.wallets,
  ]
  return (
    <div>
      <input type="search" aria-label="Search" onChange={(e) => list.search(e.target.value)} />
      <ul>
        {shown.map((wallet) => (
          <li key={wallet.id}>{wallet.name}</li>
        ))}
      </ul>
      {!list.searchResults && list.hasMore && (
        <button type="button" disabled={list.isLoading} onClick={list.loadMore}>
          More wallets
        </button>
      )}
    </div>
  )
}
