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

  it('lists what is held in the order it first came in, however the history is ordered', () => {
    const history = [
      at(9, [nft('Ape #9', 'in')]),
      at(5, [nft('Punk #1', 'out')]),
      at(7, [nft('Punk #1', 'in')]),
      at(2, [nft('Punk #1', 'in')]),
      at(4, [nft('Cat #4', 'in')]),
    ]
    expect(heldNfts(history).map((held) => held.name)).toEqual(['Punk #1', 'Cat #4', 'Ape #9'])
  })

  it('a transfer to oneself changes nothing', () => {
    const history = [
      at(1, [nft('Punk #1', 'in')]),
      at(2, [{ ...nft('Punk #1', 'in'), direction: 'self' }]),
    ]
    expect(heldNfts(history).map((held) => held.name)).toEqual(['Punk #1'])
    const sentToSelf = [at(1, [{ ...nft('Punk #2', 'in'), direction: 'self' }])]
    expect(heldNfts(sentToSelf)).toEqual([])
  })

  it('lists an NFT without a preview image', () => {
    const bare: TransactionTransfer = {
      nft_info: { name: 'Plain #1', flags: { is_spam: false } },
      direction: 'in',
      quantity: { numeric: '1' },
    }
    const noPreview: TransactionTransfer = {
      nft_info: { name: 'Plain #2', content: {}, flags: { is_spam: false } },
      direction: 'in',
      quantity: { numeric: '1' },
    }
    expect(heldNfts([at(1, [bare, noPreview])])).toEqual([
      { id: 'eip155:1:Plain #1', name: 'Plain #1', previewUrl: undefined, chainId: 'eip155:1' },
      { id: 'eip155:1:Plain #2', name: 'Plain #2', previewUrl: undefined, chainId: 'eip155:1' },
    ])
  })
})
