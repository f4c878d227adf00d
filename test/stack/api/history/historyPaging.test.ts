import { describe, expect, it } from 'vitest'
import { HistoryResponse } from '../../../../core/src/services/blockchainApi/responses'
import {
  decoded,
  expectBadRequest,
  freshAccount,
  useApiHarness,
  walletOn,
} from '../testing/apiHarness'
import { HISTORY_PAGE_SIZE } from './historyPage'

describe('GET /v1/account/{address}/history: pages, chains and reverts (spec §7)', () => {
  const { stack, get } = useApiHarness()
  const historyOf = async (address: string, query: Record<string, string> = {}) =>
    decoded(HistoryResponse, await get(`/v1/account/${address}/history`, query))

  it(`pages ${HISTORY_PAGE_SIZE} at a time, newest first, with an opaque cursor`, async () => {
    const { wallet, mined } = walletOn(stack(), 'mainnet')
    const to = freshAccount().address
    const hashes = []
    for (let i = 1; i <= HISTORY_PAGE_SIZE + 2; i++) {
      const receipt = await mined(await wallet.sendTransaction({ to, value: BigInt(i) }))
      hashes.push(receipt.transactionHash)
    }
    const first = await historyOf(to, { chainId: 'eip155:1' })
    expect(first.data.map(({ metadata }) => metadata.hash)).toEqual(hashes.slice(2).reverse())
    expect(first.next).toEqual(expect.any(String))
    // A transaction mined between two pages does not shift the next one.
    await mined(await wallet.sendTransaction({ to, value: 99n }))
    const second = await historyOf(to, { chainId: 'eip155:1', cursor: first.next ?? '' })
    expect(second.data.map(({ metadata }) => metadata.hash)).toEqual(hashes.slice(0, 2).reverse())
    expect(second.next).toBeNull()
    expectBadRequest(await get(`/v1/account/${to}/history`, { cursor: 'not-a-cursor' }), 'cursor')
  })

  it('keeps to the chain asked for, and answers nothing for a chain the stack does not run', async () => {
    const to = freshAccount().address
    for (const which of ['mainnet', 'sepolia'] as const) {
      const { wallet, mined } = walletOn(stack(), which)
      await mined(await wallet.sendTransaction({ to, value: 1n }))
    }
    const chainsOf = async (query: Record<string, string>) =>
      (await historyOf(to, query)).data.map(({ metadata }) => metadata.chain).sort()
    expect(await chainsOf({})).toEqual(['eip155:1', 'eip155:11155111'])
    expect(await chainsOf({ chainId: 'eip155:11155111' })).toEqual(['eip155:11155111'])
    expect(await historyOf(to, { chainId: 'eip155:424242' })).toEqual({ data: [], next: null })
  })

  it('forgets transactions a chain revert took back, and indexes what is mined after', async () => {
    const { wallet, mined } = walletOn(stack(), 'mainnet')
    const to = freshAccount().address
    const revert = await stack().snapshot()
    const undone = await mined(await wallet.sendTransaction({ to, value: 1n }))
    expect((await historyOf(to)).data.map(({ metadata }) => metadata.hash)).toEqual([
      undone.transactionHash,
    ])
    await revert()
    const redone = await mined(await wallet.sendTransaction({ to, value: 2n }))
    const { data } = await historyOf(to)
    expect(data.map(({ metadata }) => metadata.hash)).toEqual([redone.transactionHash])
    expect(data[0]?.transfers[0]?.quantity.numeric).toBe('0.000000000000000002')
  })

  it('refuses an invalid address', async () => {
    expectBadRequest(await get('/v1/account/not-an-address/history'), 'invalid address')
  })
})
