import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { HISTORY_POLLING_INTERVAL_MS } from '../../constants'
import { TransactionsFetchError } from '../../errors/sdk'
import type { Transaction } from '../../services/blockchainApi/responses'
import {
  type ActivityEmitted,
  type ActivityPage,
  type ActivityTarget,
  activityMachine,
} from './activity.machine'
import {
  selectActivityError,
  selectActivityHasMore,
  selectActivityLoadingMore,
  selectActivityPurchases,
  selectActivityStatus,
  selectActivityTransactions,
} from './activity.selectors'

const transaction = (id: string): Transaction => ({
  id,
  metadata: {
    operationType: 'send',
    hash: `0x${id}`,
    minedAt: '2026-11-01T00:00:00Z',
    sentFrom: '0x1',
    sentTo: '0x2',
    status: 'confirmed',
    nonce: 0,
    chain: 'eip155:1',
  },
  transfers: [],
})

type Request = ActivityTarget & { readonly cursor?: string }

/** Pages served from a list, three a page; `fail` makes the next request fail. */
function start(total: number, { polling = false, clock = new SimulatedClock() } = {}) {
  const all = Array.from({ length: total }, (_, index) => transaction(`t${index}`))
  const requests: Request[] = []
  const control = { fail: false, hold: undefined as Promise<void> | undefined }
  const actor = createActor(
    activityMachine.provide({
      actors: {
        fetchPage: fromPromise<ActivityPage, Request>(async ({ input }) => {
          requests.push(input)
          await control.hold
          if (control.fail) throw new TransactionsFetchError({})
          const from = input.cursor ? Number(input.cursor) : 0
          return {
            data: all.slice(from, from + 3),
            next: from + 3 < all.length ? String(from + 3) : null,
            purchases: input.cursor ? [] : ['t1'],
          }
        }),
      },
    }),
    { input: { polling }, clock },
  ).start()
  const emitted: ActivityEmitted[] = []
  actor.on('*', (event) => emitted.push(event as ActivityEmitted))
  return { actor, requests, control, emitted, all, clock }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const target = { account: '0xabc', caipNetworkId: 'eip155:1' }

describe('activity machine', () => {
  it('loads the first page, then the next by cursor until there is none (spec §4 next cursor)', async () => {
    const { actor, requests } = start(7)
    expect(selectActivityStatus(actor.getSnapshot())).toBe('idle')
    actor.send({ type: 'user.load', ...target })
    expect(selectActivityStatus(actor.getSnapshot())).toBe('loading')
    await settle()
    expect(selectActivityTransactions(actor.getSnapshot()).map((t) => t.id)).toEqual([
      't0',
      't1',
      't2',
    ])
    expect(selectActivityPurchases(actor.getSnapshot())).toEqual(['t1'])
    expect(selectActivityHasMore(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'user.loadMore' })
    expect(selectActivityLoadingMore(actor.getSnapshot())).toBe(true)
    await settle()
    actor.send({ type: 'user.loadMore' })
    await settle()
    expect(selectActivityTransactions(actor.getSnapshot())).toHaveLength(7)
    expect(selectActivityHasMore(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'user.loadMore' })
    expect(requests.map((request) => request.cursor)).toEqual([undefined, '3', '6'])
  })

  it('does not reload the same account and chain, and starts over for another', async () => {
    const { actor, requests } = start(4)
    actor.send({ type: 'user.load', ...target })
    await settle()
    actor.send({ type: 'user.load', ...target })
    expect(requests).toHaveLength(1)
    actor.send({ type: 'user.load', ...target, caipNetworkId: 'eip155:11155111' })
    expect(selectActivityTransactions(actor.getSnapshot())).toEqual([])
    await settle()
    expect(requests.at(-1)).toEqual({ account: '0xabc', caipNetworkId: 'eip155:11155111' })
  })

  it('on error empties the list, clears the cursor and reports it (spec §4, §8)', async () => {
    const { actor, control, emitted } = start(7)
    actor.send({ type: 'user.load', ...target })
    await settle()
    control.fail = true
    actor.send({ type: 'user.loadMore' })
    await settle()
    const snapshot = actor.getSnapshot()
    expect(selectActivityStatus(snapshot)).toBe('error')
    expect(selectActivityTransactions(snapshot)).toEqual([])
    expect(selectActivityHasMore(snapshot)).toBe(false)
    expect(selectActivityError(snapshot)?.message).toBe('Failed to fetch transactions')
    expect(emitted).toEqual([expect.objectContaining({ type: 'activity.failed' })])
    control.fail = false
    actor.send({ type: 'user.refresh' })
    await settle()
    expect(selectActivityTransactions(actor.getSnapshot())).toHaveLength(3)
  })

  it('resets to idle on disconnect, dropping a page still in flight', async () => {
    const { actor, control } = start(3)
    let release = () => {}
    control.hold = new Promise((resolve) => {
      release = resolve
    })
    actor.send({ type: 'user.load', ...target })
    actor.send({ type: 'app.reset' })
    release()
    await settle()
    expect(selectActivityStatus(actor.getSnapshot())).toBe('idle')
    expect(selectActivityTransactions(actor.getSnapshot())).toEqual([])
  })

  it('spec §9 polling: off by default; on, the newest page is asked again every 30 s and merged in', async () => {
    const off = start(7)
    off.actor.send({ type: 'user.load', ...target })
    await settle()
    off.clock.increment(HISTORY_POLLING_INTERVAL_MS * 2)
    await settle()
    expect(off.requests).toHaveLength(1)

    const on = start(7, { polling: true })
    on.actor.send({ type: 'user.load', ...target })
    await settle()
    on.actor.send({ type: 'user.loadMore' })
    await settle()
    // A transaction arrives at the head of the history.
    on.all.unshift(transaction('new'))
    on.clock.increment(HISTORY_POLLING_INTERVAL_MS - 1)
    await settle()
    expect(on.requests).toHaveLength(2)
    on.clock.increment(1)
    await settle()
    expect(on.requests.at(-1)).toEqual(target)
    expect(selectActivityTransactions(on.actor.getSnapshot()).map((t) => t.id)).toEqual([
      'new',
      't0',
      't1',
      't2',
      't3',
      't4',
      't5',
    ])
    // A poll that fails keeps what is shown.
    on.control.fail = true
    on.clock.increment(HISTORY_POLLING_INTERVAL_MS)
    await settle()
    expect(selectActivityTransactions(on.actor.getSnapshot())).toHaveLength(7)
    expect(selectActivityStatus(on.actor.getSnapshot())).not.toBe('failed')
  })
})
