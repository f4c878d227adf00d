import { type Nft, useAccount, useNfts } from '@airlock/react-hooks'

function NftCard({ nft }: { readonly nft: Nft }) {
  return (
    <li>
      <figure>
        {nft.previewUrl && <img src={nft.previewUrl} alt="" width={96} height={96} />}
        <figcaption>{nft.name}</figcaption>
      </figure>
    </li>
  )
}

export function NftGrid() {
  const { isConnected } = useAccount()
  const { status, data, isFetching, refetch } = useNfts()
  // Without an account the query stays 'pending' and never fetches: check the account first.
  if (!isConnected) return <p>Not connected</p>
  if (status === 'pending') return <p>Loading NFTs…</p>
  return (
    <div>
      {status === 'error' && (
        <p role="alert">
          Could not read your NFTs.{' '}
          <button type="button" disabled={isFetching} onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      {data?.length === 0 && <p>No NFTs yet.</p>}
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 96px)', gap: 8 }}>
        {data?.map((nft) => (
          <NftCard key={nft.id} nft={nft} />
        ))}
      </ul>
    </div>
  )
}
