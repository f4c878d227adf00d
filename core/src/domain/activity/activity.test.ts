import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionTransfer } from '../types'
import { filterTransactionsByChain } from './filterByChain'
import { groupTransactionsByYearAndMonth } from './groupTransactions'
import { filterSpamTransactions, isSpamTransaction } from './spamFilter'

const spamNft: TransactionTransfer = {
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name: 'Free claim', flags: { is_spam: true } },
}
const realNft: TransactionTransfer = { ...spamNft, nft_info: { flags: { is_spam: false } } }
const fungible: TransactionTransfer = {
  direction: 'out',
  quantity: { numeric: '1.5' },
  fungible_info: { symbol: 'USDC' },
}

function transaction(
  id: string,
  minedAt: string,
  transfers: readonly TransactionTransfer[] = [fungible],
  chain: Transaction['metadata']['chain'] = 'eip155:1',
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain,
      status: 'confirmed',
      operationType: 'send',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers,
  }
}

describe('groupTransactionsByYearAndMonth (spec §3)', () => {
  it('groups by year then month, newest first at every level', () => {
    const groups = groupTransactionsByYearAndMonth([
      transaction('a', '2024-01-10T00:00:00Z'),
      transaction('b', '2025-03-01T00:00:00Z'),
      transaction('c', '2025-03-20T00:00:00Z'),
      transaction('d', '2025-01-05T00:00:00Z'),
      transaction('e', '2024-12-31T23:59:59Z'),
    ])
    expect(
      groups.map((y) => [y.year, y.months.map((m) => [m.month, m.transactions.map((t) => t.id)])]),
    ).toEqual([
      [
        2025,
        [
          [3, ['c', 'b']],
          [1, ['d']],
        ],
      ],
      [
        2024,
        [
          [12, ['e']],
          [1, ['a']],
        ],
      ],
    ])
  })

  it('uses UTC for the month boundary', () => {
    const [year] = groupTransactionsByYearAndMonth([transaction('a', '2025-02-01T00:30:00+01:00')])
    expect(year?.year).toBe(2025)
    expect(year?.months[0]?.month).toBe(1)
  })

  it('leaves out a transaction whose date does not parse, and returns [] for none', () => {
    expect(groupTransactionsByYearAndMonth([transaction('a', 'yesterday')])).toEqual([])
    expect(groupTransactionsByYearAndMonth([])).toEqual([])
  })
})

describe('spam filter (spec §5)', () => {
  it.each([
    ['all spam NFTs', [spamNft, spamNft], true],
    ['one spam NFT', [spamNft], true],
    ['spam NFT next to a fungible transfer', [spamNft, fungible], false],
    ['spam NFT next to a real NFT', [spamNft, realNft], false],
    ['only a fungible transfer', [fungible], false],
    ['no transfers', [], false],
  ] as const)('%s → hidden: %s', (_, transfers, hidden) => {
    expect(isSpamTransaction(transaction('a', '2025-01-01T00:00:00Z', transfers))).toBe(hidden)
  })

  it('keeps the order of what it lets through', () => {
    const kept = filterSpamTransactions([
      transaction('a', '2025-01-01T00:00:00Z'),
      transaction('b', '2025-01-02T00:00:00Z', [spamNft]),
      transaction('c', '2025-01-03T00:00:00Z', [realNft]),
    ])
    expect(kept.map((t) => t.id)).toEqual(['a', 'c'])
  })
})

describe('filterTransactionsByChain (spec §5)', () => {
  it('keeps only the active chain', () => {
    const all = [
      transaction('a', '2025-01-01T00:00:00Z', [fungible], 'eip155:1'),
      transaction('b', '2025-01-01T00:00:00Z', [fungible], 'eip155:11155111'),
      transaction('c', '2025-01-01T00:00:00Z', [fungible], 'eip155:10'),
    ]
    expect(filterTransactionsByChain(all, 'eip155:11155111').map((t) => t.id)).toEqual(['b'])
    expect(filterTransactionsByChain(all, 'eip155:137')).toEqual([])
  })
})
