import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_RECENT_WALLETS } from '../constants'
import { testWallet } from '../testing/fixtures'
import { addRecentWallet, recentWalletOf } from './recentWallets'

const ids = (list: readonly { id: string }[]) => list.map((w) => w.id)

describe('addRecentWallet (spec §3, §9: max 2, newest first)', () => {
  it.each([
    [[], 'a', ['a']],
    [['a'], 'b', ['b', 'a']],
    [['b', 'a'], 'c', ['c', 'b']],
    [['b', 'a'], 'a', ['a', 'b']],
    [['b', 'a'], 'b', ['b', 'a']],
    [['a', 'a', 'b'], 'c', ['c', 'a']],
  ])('%j + %s → %j', (before, added, after) => {
    expect(
      ids(
        addRecentWallet(
          before.map((id) => ({ id })),
          { id: added },
        ),
      ),
    ).toEqual(after)
  })

  it('keeps the whole entry of the newest use', () => {
    const list = addRecentWallet([{ id: 'a', name: 'Old' }], { id: 'a', name: 'New' })
    expect(list).toEqual([{ id: 'a', name: 'New' }])
  })

  it('property: the added wallet is first, ids are unique, at most the maximum', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 2 })), fc.string({ maxLength: 2 }), (l, id) => {
        const recent = ids(
          addRecentWallet(
            l.map((x) => ({ id: x })),
            { id },
          ),
        )
        expect(recent[0]).toBe(id)
        expect(new Set(recent).size).toBe(recent.length)
        expect(recent.length).toBeLessThanOrEqual(MAX_RECENT_WALLETS)
      }),
    )
  })
})

describe('recentWalletOf (spec §3, issue 29 (5))', () => {
  const chosen = { id: 'rainbow', name: 'Rainbow' }
  it('is the directory wallet chosen, whatever the connector', () => {
    for (const type of ['ANNOUNCED', 'WALLET_CONNECT', 'AUTH'] as const) {
      expect(recentWalletOf(testWallet('x', type).connector, chosen)).toBe(chosen)
    }
  })

  it('else a wallet that is its own connector, by its explorer id when it has one', () => {
    const { connector } = testWallet('io.rabby', 'INJECTED')
    expect(recentWalletOf(connector)).toEqual({ id: 'io.rabby', name: 'io.rabby', rdns: null })
    const listed = {
      ...connector,
      explorerId: 'rabby',
      info: { rdns: 'io.rabby' },
      imageUrl: 'r.png',
    }
    expect(recentWalletOf(listed)).toEqual({
      id: 'rabby',
      name: 'io.rabby',
      rdns: 'io.rabby',
      image_url: 'r.png',
    })
  })

  it('is none for a pairing or the embedded wallet with no wallet chosen', () => {
    expect(recentWalletOf(testWallet('walletConnect', 'WALLET_CONNECT').connector)).toBeUndefined()
    expect(recentWalletOf(testWallet('AUTH', 'AUTH').connector)).toBeUndefined()
  })
})
