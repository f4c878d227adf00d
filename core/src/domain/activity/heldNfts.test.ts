import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionTransfer } from '../types'
import { heldNfts } from './heldNfts'

const nft = (name: string, direction: 'in' | 'out', spam = false): TransactionTransfer => ({
  nft_info: { name, content: { preview: { url: `${name}.png` } }, flags: { is_spam: spam } },
  direction,
  quantity: { numeric: '1' },
})

const at = (
  minute: number,
  transfers: TransactionTransfer[],
  status: 'confirmed' | 'failed' = 'confirmed',
): Transaction => ({
  id: `t${minute}`,
  metadata: {
    minedAt: new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString(),
    chain: 'eip155:1',
    status,
    operationType: 'receive',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers,
})

describe('heldNfts', () => {
  it('keeps what came in and did not go out, whatever order the history comes in', () => {
    const history = [
      at(3, [nft('Punk #2', 'out')]),
      at(1, [nft('Punk #1', 'in'), nft('Punk #2', 'in')]),
      at(4, [nft('Ape #9', 'in')]),
    ]
    expect(heldNfts(history)).toEqual([
      { id: 'eip155:1:Punk #1', name: 'Punk #1', previewUrl: 'Punk #1.png', chainId: 'eip155:1' },
      { id: 'eip155:1:Ape #9', name: 'Ape #9', previewUrl: 'Ape #9.png', chainId: 'eip155:1' },
    ])
  })

  it('hides spam NFTs and ignores failed transactions and fungible transfers', () => {
    const history = [
      at(1, [nft('Free Mint #3', 'in', true)]),
      at(2, [nft('Punk #5', 'in')], 'failed'),
      at(3, [{ direction: 'in', quantity: { numeric: '5' }, fungible_info: { symbol: 'USDC' } }]),
    ]
    expect(heldNfts(history)).toEqual([])
  })
})
