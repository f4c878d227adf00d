import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  PREFETCH_WALLET_IMAGES_COUNT,
  SEARCH_DELAY_MS,
  WALLET_SEARCH_PAGE_SIZE,
  WALLETS_PAGE_SIZE,
} from '../../constants'
import type { WalletListing } from '../../domain/types'
import {
  type WalletListInput,
  type WalletPage,
  type WalletPageRequest,
  walletListMachine,
} from './walletList.machine'
import {
  selectHasMoreWallets,
  selectSearchResults,
  selectWallets,
  selectWalletTotal,
} from './walletList.selectors'
import { morePages } from './walletListPaging'

const directory: WalletListing[] = Array.from({ length: 130 }, (_, index) => ({
  id: `w${index}`,
  name: index === 7 ? 'MetaMask' : `Wallet ${index}`,
  rdns: index === 8 ? 'me.rainbow' : null,
}))

/** The §7 getWallets semantics over a fixed directory. */
function answer(request: WalletPageRequest): WalletPage {
  const matching = directory.filter(
    (wallet) =>
      (!request.include || request.include.includes(wallet.id)) &&
      !request.exclude?.includes(wallet.id) &&
      (!request.search || wallet.name.toLowerCase().includes(request.search.toLowerCase())),
  )
  const start = (request.page - 1) * request.entries
  return { data: matching.slice(start, start + request.entries), count: matching.length }
}

function start(input: WalletListInput = {}, fail?: (request: WalletPageRequest) => boolean) {
  const clock = new SimulatedClock()
  const requests: WalletPageRequest[] = []
  const prefetched: string[][] = []
  const machine = walletListMachine.provide({
    actors: {
      fetchWallets: fromPromise(async ({ input: request }: { input: WalletPageRequest }) => {
        requests.push(request)
        if (fail?.(request)) throw new Error('HTTP 500')
        return answer(request)
      }),
      prefetchImages: fromPromise(async ({ input: { wallets } }) => {
        prefetched.push(wallets.map((wallet) => wallet.id))
      }),
    },
  })
  const actor = createActor(machine, { input, clock }).start()
  const settled = () => waitFor(actor, (s) => s.hasTag('ready') || s.hasTag('error'))
  return { actor, clock, requests, prefetched, settled }
}

describe('walletList machine (spec §9 wallet paging)', () => {
  it('loads featured (configured ids), recommended 4, then the first page of 40', async () => {
    const { actor, requests, settled } = start({ featuredWalletIds: ['w50', 'w51'] })
    actor.send({ type: 'user.load' })
    await settled()
    expect(requests[0]).toEqual({ page: 1, entries: 2, include: ['w50', 'w51'] })
    expect(requests[1]).toMatchObject({ page: 1, entries: 4, exclude: ['w50', 'w51'] })
    expect(requests[2]).toMatchObject({ page: 1, entries: WALLETS_PAGE_SIZE })
    const { context } = actor.getSnapshot()
    expect(context.featured.map((w) => w.id)).toEqual(['w50', 'w51'])
    expect(context.recommended).toHaveLength(4)
    expect(context.wallets).toHaveLength(WALLETS_PAGE_SIZE)
  })

  it("issue 30: the directory's total is known with the recommended wallets, and the first page agrees", async () => {
    let release = () => {}
    const pageHeld = new Promise<void>((resolve) => {
      release = resolve
    })
    const machine = walletListMachine.provide({
      actors: {
        fetchWallets: fromPromise(async ({ input: request }: { input: WalletPageRequest }) => {
          if (request.entries === WALLETS_PAGE_SIZE) await pageHeld
          return answer(request)
        }),
        prefetchImages: fromPromise(async () => {}),
      },
    })
    const actor = createActor(machine, { input: { featuredWalletIds: ['w50'] } }).start()
    actor.send({ type: 'user.load' })
    // The first page is still on its way: the total comes from the recommended answer.
    await waitFor(actor, (snapshot) => snapshot.matches('page'))
    expect(selectWalletTotal(actor.getSnapshot())).toBe(directory.length)
    release()
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(selectWalletTotal(actor.getSnapshot())).toBe(directory.length)
  })

  it('featured shows at most 4 by default', async () => {
    const { actor, requests, settled } = start({
      featuredWalletIds: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'],
    })
    actor.send({ type: 'user.load' })
    await settled()
    expect(requests[0]).toMatchObject({ entries: 4, include: ['w1', 'w2', 'w3', 'w4'] })
  })

  it('skips the featured request when none are configured', async () => {
    const { actor, requests, settled } = start()
    actor.send({ type: 'user.load' })
    await settled()
    expect(requests.map((r) => r.entries)).toEqual([4, WALLETS_PAGE_SIZE])
  })

  it('pages of 40 until the count is reached, never listing a wallet twice', async () => {
    const { actor, settled } = start()
    actor.send({ type: 'user.load' })
    await settled()
    while (selectHasMoreWallets(actor.getSnapshot())) {
      actor.send({ type: 'user.nextPage' })
      await settled()
    }
    const { context } = actor.getSnapshot()
    const ids = [...context.recommended, ...context.wallets].map((w) => w.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(directory.length)
    actor.send({ type: 'user.nextPage' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
  })

  it('spec §5: excluded wallets are hidden by id, rdns or name, ignoring case', async () => {
    const { actor, requests, settled } = start({
      excludedWallets: ['w1', 'METAMASK', 'ME.RAINBOW'],
    })
    actor.send({ type: 'user.load' })
    await settled()
    const shown = [
      ...actor.getSnapshot().context.recommended,
      ...selectWallets(actor.getSnapshot()),
    ]
    expect(shown.map((w) => w.id)).not.toContain('w1')
    expect(shown.map((w) => w.name)).not.toContain('MetaMask')
    expect(shown.map((w) => w.rdns)).not.toContain('me.rainbow')
    expect(requests[0]?.exclude).toContain('w1')
  })

  it('spec §9: prefetches the images of the first 20', async () => {
    const { actor, prefetched, settled } = start()
    actor.send({ type: 'user.load' })
    await settled()
    await waitFor(actor, () => prefetched.length > 0)
    expect(prefetched[0]).toHaveLength(PREFETCH_WALLET_IMAGES_COUNT)
    expect(prefetched[0]?.slice(0, 4)).toEqual(['w0', 'w1', 'w2', 'w3'])
  })

  it('spec §9: searches 100 entries after a 300 ms pause, only for the last query', async () => {
    const { actor, clock, requests, settled } = start()
    actor.send({ type: 'user.load' })
    await settled()
    const before = requests.length
    actor.send({ type: 'user.search', query: 'wal' })
    clock.increment(SEARCH_DELAY_MS - 1)
    actor.send({ type: 'user.search', query: 'wallet 1' })
    clock.increment(SEARCH_DELAY_MS - 1)
    expect(requests.length).toBe(before)
    clock.increment(1)
    await settled()
    expect(requests.slice(before)).toEqual([
      { page: 1, entries: WALLET_SEARCH_PAGE_SIZE, search: 'wallet 1', exclude: [] },
    ])
    const results = selectSearchResults(actor.getSnapshot()) ?? []
    expect(results.length).toBeGreaterThan(0)
    expect(results.every((w) => w.name.toLowerCase().includes('wallet 1'))).toBe(true)
    actor.send({ type: 'user.search', query: '  ' })
    expect(selectSearchResults(actor.getSnapshot())).toBeUndefined()
  })

  it('a failing directory ends in the error state, and loading again recovers', async () => {
    let down = true
    const { actor, settled } = start({}, () => down)
    actor.send({ type: 'user.load' })
    await settled()
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    expect(String(actor.getSnapshot().context.error)).toContain('HTTP 500')
    down = false
    actor.send({ type: 'user.load' })
    await settled()
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
  })

  it('a failing search leaves an empty result and a usable list', async () => {
    const { actor, clock, settled } = start({}, (request) => request.search !== undefined)
    actor.send({ type: 'user.load' })
    await settled()
    actor.send({ type: 'user.search', query: 'x' })
    clock.increment(SEARCH_DELAY_MS)
    await settled()
    expect(selectSearchResults(actor.getSnapshot())).toEqual([])
    expect(selectWallets(actor.getSnapshot()).length).toBe(WALLETS_PAGE_SIZE)
  })
})

describe('morePages (issue 30 (3))', () => {
  it("a page is left while the pages have not covered the directory's count, known wallets aside", () => {
    // The count leaves out the featured and recommended wallets (they are excluded from pages).
    expect(morePages({ page: 1, count: 45 })).toBe(true)
    expect(morePages({ page: 2, count: 80 })).toBe(false)
    expect(morePages({ page: 2, count: 81 })).toBe(true)
    expect(morePages({ page: 0, count: 0 })).toBe(false)
  })
})
