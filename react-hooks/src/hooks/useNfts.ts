'use client'
// The NFTs the active account holds on the active network, read from its history (spam
// hidden; docs/decisions/0010); refreshed after a send.
import type { HeldNft } from '@airlock/core'
import { useCallback } from 'react'
import { useQuery } from '../internal/useQuery'
import { useWidget } from '../internal/widgetContext'
import { useAccount } from './useAccount'

export type Nft = HeldNft

export interface UseNftsParameters {
  /** Off: no request (the NFTs tab is not shown). Default on. */
  readonly enabled?: boolean
}

export function useNfts({ enabled = true }: UseNftsParameters = {}) {
  const widget = useWidget()
  const { caipAddress } = useAccount()
  const fetchNfts = useCallback(() => widget.getNfts(), [widget])
  // A confirmed send marks it stale: the query store asks again, fresh (spec §4).
  const query = useQuery<readonly Nft[]>(
    enabled && caipAddress ? `nfts:${caipAddress}` : undefined,
    fetchNfts,
  )
  return query
}

export type UseNftsReturnType = ReturnType<typeof useNfts>
