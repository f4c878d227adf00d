import type { Transaction } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { operationOf, shortAmount, transactionImage, transferText } from './activityRow'

const transaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 't1',
  metadata: {
    minedAt: '2026-11-14T15:05:00Z',
    chain: 'eip155:1',
    status: 'confirmed',
    operationType: 'send',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: [],
  ...overrides,
})

describe('activityRow', () => {
  it('known operation types keep their key; anything else is a plain transaction', () => {
    expect(operationOf(transaction())).toBe('send')
    const trade = transaction({ metadata: { ...transaction().metadata, operationType: 'trade' } })
    expect(operationOf(trade)).toBe('trade')
    const odd = transaction({ metadata: { ...transaction().metadata, operationType: 'other' } })
    expect(operationOf(odd)).toBe('other')
    const unknown = transaction({ metadata: { ...transaction().metadata, operationType: 'x' } })
    expect(operationOf(unknown)).toBe('other')
  })

  it('amounts floored to 3 decimals without trailing zeros (spec §5)', () => {
    expect(shortAmount('1.5')).toBe('1.5')
    expect(shortAmount('0.25000000')).toBe('0.25')
    expect(shortAmount('2.0009')).toBe('2')
    expect(shortAmount('1000')).toBe('1000')
    expect(shortAmount('-3.14159')).toBe('3.141')
  })

  it('a fungible transfer is signed by direction; an NFT shows its name', () => {
    const out = {
      direction: 'out',
      quantity: { numeric: '1.5' },
      fungible_info: { symbol: 'USDC' },
    } as const
    expect(transferText(out, '?')).toEqual({ sign: '-', amount: '1.5', label: 'USDC' })
    expect(transferText({ ...out, direction: 'in' }, '?').sign).toBe('+')
    expect(transferText({ ...out, direction: 'self' }, '?').sign).toBe('')
    const nft = {
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: { name: 'Airlock #1', flags: { is_spam: false } },
    } as const
    expect(transferText(nft, '?')).toEqual({ sign: '+', label: 'Airlock #1' })
    expect(transferText({ ...nft, nft_info: { flags: { is_spam: false } } }, 'Unnamed')).toEqual({
      sign: '+',
      label: 'Unnamed',
    })
  })

  it("the image is the first transfer's token icon, else its NFT preview", () => {
    expect(transactionImage(transaction())).toBeUndefined()
    const icon = transaction({
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1' },
          fungible_info: { symbol: 'ETH', icon: { url: 'https://x/eth.svg' } },
        },
      ],
    })
    expect(transactionImage(icon)).toBe('https://x/eth.svg')
    const nft = transaction({
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { content: { preview: { url: 'https://x/1.png' } }, flags: { is_spam: false } },
        },
      ],
    })
    expect(transactionImage(nft)).toBe('https://x/1.png')
  })
})
