// spec §3 transaction history, §4 "History: loading, empty, next cursor; errors set empty and
// clear cursor", §8 'Failed to fetch transactions'. One account on one chain at a time: a new
// account or chain starts over. Pages are appended as the person scrolls (cursor paging).
import { assign, emit, setup } from 'xstate'
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

export interface ActivityContext {
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
  },
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
  },
}).createMachine({
  id: 'activity',
  context: { ...cleared },
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
        input: ({ context }) => context.target as ActivityTarget,
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
