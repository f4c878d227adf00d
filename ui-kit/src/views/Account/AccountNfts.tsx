'use client'
// The NFTs tab: the account's NFTs on the active network as a grid of previews with the name
// under each (spam is already removed by useNfts, spec §5); an NFT without a preview, or whose
// preview fails to load, shows its initials. The image (or initials) is named by the NFT.
import { safeImageUrl } from '@airlock/core/internal'
import { useState } from 'react'
import { useMessages } from '../../i18n/messages'
import { Spinner } from '../../primitives/Spinner'
import { EmptyState } from '../shared/EmptyState'
import { PictureIcon } from '../shared/icons'
import { nftCard, nftGrid, nftImage, nftName, nftPlaceholder } from './AccountNfts.css'
import { empty, error } from './AccountView.css'

export interface AccountNft {
  readonly id: string
  readonly name: string
  readonly previewUrl?: string
}

export type AccountNfts =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly items: readonly AccountNft[] }

export const initials = (name: string) =>
  name
    .split(/[\s#]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

function NftPreview({ nft }: { readonly nft: AccountNft }) {
  const [failed, setFailed] = useState(false)
  // Issue 18: NFT previews are the API's (untrusted): data or https images only.
  const previewUrl = safeImageUrl(nft.previewUrl)
  if (previewUrl && !failed) {
    return (
      <img
        className={nftImage}
        src={previewUrl}
        alt={nft.name}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    )
  }
  return (
    <span className={nftPlaceholder} role="img" aria-label={nft.name} data-testid="nft-placeholder">
      <span aria-hidden="true">{initials(nft.name)}</span>
    </span>
  )
}

export function AccountNfts({
  nfts,
  onReceive,
}: {
  readonly nfts: AccountNfts
  /** Issue 30 (6): an empty tab offers Receive, when the wallet features do. */
  readonly onReceive?: () => void
}) {
  const { account } = useMessages()
  if (nfts.status === 'loading') {
    return (
      <div className={empty}>
        <Spinner label={account.nftsLoading} />
      </div>
    )
  }
  if (nfts.status === 'error') {
    return (
      <p className={`${empty} ${error}`} role="alert">
        {account.nftsError}
      </p>
    )
  }
  if (nfts.items.length === 0) {
    return (
      <EmptyState
        icon={<PictureIcon />}
        text={account.noNfts}
        action={onReceive ? { label: account.receive, onClick: onReceive } : undefined}
      />
    )
  }
  return (
    <ul className={nftGrid}>
      {nfts.items.map((nft) => (
        <li key={nft.id} className={nftCard}>
          <NftPreview key={nft.previewUrl} nft={{ ...nft, name: nft.name || account.unnamedNft }} />
          {/* The preview carries the name for assistive tech: said once, not twice. */}
          <span className={nftName} title={nft.name} aria-hidden="true">
            {nft.name || account.unnamedNft}
          </span>
        </li>
      ))}
    </ul>
  )
}
