// The NFTs tab: what the account holds, read from its history (spec §7 lists no NFT endpoint;
// docs/decisions/0010). Each NFT transfer counts +1 in, −1 out, oldest first; what stays above
// zero is held. spec §5's spam flag hides an NFT.
import type { Transaction } from '../types'

export interface HeldNft {
  /** The chain and the NFT's name ("Collection #7"), which names one token. */
  readonly id: string
  readonly name: string
  readonly previewUrl?: string
  readonly chainId: string
}

export function heldNfts(transactions: readonly Transaction[]): readonly HeldNft[] {
  const held = new Map<string, { nft: HeldNft; count: number }>()
  const oldestFirst = [...transactions]
    .filter((transaction) => transaction.metadata.status !== 'failed')
    .sort((a, b) => Date.parse(a.metadata.minedAt) - Date.parse(b.metadata.minedAt))
  for (const transaction of oldestFirst) {
    for (const transfer of transaction.transfers) {
      const info = transfer.nft_info
      if (!info?.name || transfer.direction === 'self') continue
      const id = `${transaction.metadata.chain}:${info.name}`
      const entry = held.get(id) ?? {
        nft: {
          id,
          name: info.name,
          previewUrl: info.content?.preview?.url,
          chainId: transaction.metadata.chain,
        },
        count: 0,
      }
      entry.count += transfer.direction === 'in' ? 1 : -1
      held.set(id, info.flags.is_spam ? { ...entry, count: Number.NEGATIVE_INFINITY } : entry)
    }
  }
  return [...held.values()].filter(({ count }) => count > 0).map(({ nft }) => nft)
}
