// spec §3 transaction history, §4 "History: loading, empty, next cursor; errors set empty and
// clear cursor", §8 'Failed to fetch transactions'. One account on one chain at a time: a new
// account or chain starts over. Pages are appended as the person scrolls (cursor paging).
import { assign, emit, setup } from 'xstate'
import { HISTORY_POLLING_INTERVAL_MS } from '../../constants'
import type { HistoryPage, Transaction } from '../../services/blockchainApi/responses'
import { notProvided } from '../effectActors'
import { type ActivityError, activityErrorOf } from './activityErrors'

export interface ActivityTarget {
  readonly account: string
  readonly caipNetworkId: string
}

/** A page of history, with which of its transactions are on-ramp purchases. */
export interface ActivityPage extends HistoryPage {
  readonly purchases: readonly string[]
}

export interface ActivityInput {
  /** spec §9 "polling off, 30000 ms": the host's opt-in to refresh the shown history. */
  readonly polling?: boolean
}

export interface ActivityContext {
  readonly polling?: boolean
  readonly target?: ActivityTarget
  readonly transactions: readonly Transaction[]
  readonly purchases: readonly string[]
  readonly next?: string
  readonly error?: ActivityError
}

export type ActivityEvent =
  | ({ readonly type: 'user.load' } & ActivityTarget)
  | { readonly type: 'user.loadMore' }
  | { readonly type: 'user.refresh' }
  | { readonly type: 'app.reset' }

export type ActivityEmitted = {
  readonly type: 'activity.failed'
  readonly error: ActivityError
}

/** The newest page of the account's history: no cursor. */
const firstPage = ({ context }: { readonly context: ActivityContext }) =>
  context.target as ActivityTarget

const cleared = {
  transactions: [],
  purchases: [],
  next: undefined,
  error: undefined,
} satisfies Partial<ActivityContext>

export const activityMachine = setup({
  types: {
    context: {} as ActivityContext,
    events: {} as ActivityEvent,
    emitted: {} as ActivityEmitted,
    input: {} as ActivityInput | undefined,
  },
  delays: { historyPoll: HISTORY_POLLING_INTERVAL_MS },
  actors: {
    fetchPage: notProvided<ActivityPage, ActivityTarget & { readonly cursor?: string }>(
      'fetchPage',
    ),
  },
  actions: {
    appendPage: assign(({ context }, page: ActivityPage) => ({
      transactions: [...context.transactions, ...page.data],
      purchases: [...context.purchases, ...page.purchases],
      next: page.next ?? undefined,
    })),
    /** A poll's first page, newest first, over what was shown (later pages kept). */
    refreshFirstPage: assign(({ context }, page: ActivityPage) => {
      const fresh = new Set(page.data.map((transaction) => transaction.id))
      return {
        transactions: [
          ...page.data,
          ...context.transactions.filter((transaction) => !fresh.has(transaction.id)),
        ],
        purchases: [...new Set([...page.purchases, ...context.purchases])],
      }
    }),
    // spec §4: "errors set empty and clear cursor".
    failed: assign(({ context }, error: ActivityError) => ({
      ...cleared,
      target: context.target,
      error,
    })),
    reportFailure: emit((_, error: ActivityError) => ({
      type: 'activity.failed' as const,
      error,
    })),
  },
  guards: {
    newTarget: ({ context, event }) =>
      event.type === 'user.load' &&
      (context.target?.account !== event.account ||
        context.target?.caipNetworkId !== event.caipNetworkId),
    hasNext: ({ context }) => context.next !== undefined,
    polling: ({ context }) => context.polling === true,
  },
}).createMachine({
  id: 'activity',
  context: ({ input }) => ({ ...cleared, polling: input?.polling }),
  initial: 'idle',
  on: {
    'user.load': {
      guard: 'newTarget',
      target: '.loading',
      actions: assign(({ event }) => ({
        ...cleared,
        target: { account: event.account, caipNetworkId: event.caipNetworkId },
      })),
    },
    'app.reset': { target: '.idle', actions: assign({ ...cleared, target: undefined }) },
  },
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchPage',
        input: firstPage,
        onDone: {
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'failed', params: ({ event }) => activityErrorOf(event.error) },
            {
              type: 'reportFailure',
              params: ({ event }) => activityErrorOf(event.error),
            },
          ],
        },
      },
    },
    ready: {
      initial: 'settled',
      states: {
        settled: {
          on: { 'user.loadMore': { guard: 'hasNext', target: 'loadingMore' } },
          // spec §9: with polling on, the first page is asked again every 30 s; off, no timer runs.
          initial: 'resting',
          states: {
            resting: { always: { guard: 'polling', target: 'waitingToPoll' } },
            waitingToPoll: { after: { historyPoll: '#activity.ready.polling' } },
          },
        },
        polling: {
          invoke: {
            src: 'fetchPage',
            input: firstPage,
            onDone: {
              target: 'settled',
              actions: { type: 'refreshFirstPage', params: ({ event }) => event.output },
            },
            // A poll that fails keeps what is shown; the next one asks again.
            onError: 'settled',
          },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({
              ...(context.target as ActivityTarget),
              cursor: context.next,
            }),
            onDone: {
              target: 'settled',
              actions: { type: 'appendPage', params: ({ event }) => event.output },
            },
            onError: {
              target: '#activity.failed',
              actions: [
                {
                  type: 'failed',
                  params: ({ event }) => activityErrorOf(event.error),
                },
                {
                  type: 'reportFailure',
                  params: ({ event }) => activityErrorOf(event.error),
                },
              ],
            },
          },
        },
      },
      on: { 'user.refresh': { target: 'loading', actions: assign(cleared) } },
    },
    failed: {
      tags: ['failed'],
      on: { 'user.refresh': { target: 'loading', actions: assign(cleared) } },
    },
  },
})
