// spec §3, §7, §9: the wallet directory list: featured (4 by default), recommended (4), pages of
// 40, a search of 100 after a 300 ms pause, excluded wallets hidden, images of the first 20
// prefetched.
import { assign, setup } from 'xstate'
import {
  FEATURED_WALLETS_DEFAULT_COUNT,
  PREFETCH_WALLET_IMAGES_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  SEARCH_DELAY_MS,
  WALLET_SEARCH_PAGE_SIZE,
  WALLETS_PAGE_SIZE,
} from '../../constants'
import type { ConnectorSectionType } from '../../domain/connectors/connectorOrder'
import type { WalletListing } from '../../domain/types'
import { filterExcludedWallets } from '../../domain/wallets/walletFilter'
import { errorOfEvent } from '../../errors/errorInfo'
import { notProvided } from '../effectActors'
import { type WalletListError, walletListErrorOf } from './walletListErrors'
import { morePages } from './walletListPaging'

/** spec §7 getWallets parameters. */
export interface WalletPageRequest {
  readonly page: number
  readonly entries: number
  readonly include?: readonly string[]
  readonly exclude?: readonly string[]
  readonly search?: string
}

export interface WalletPage {
  readonly data: readonly WalletListing[]
  readonly count: number
}

export interface WalletListInput {
  readonly featuredWalletIds?: readonly string[]
  /** Wallet ids for the directory, and ids, rdns or names for the §5 client-side rule. */
  readonly excludedWallets?: readonly string[]
  /** spec §2 "custom" connectors: the host's own wallets, listed beside the directory's. */
  readonly customWallets?: readonly WalletListing[]
  /** spec §2 "Configured order overrides come first": the host's order of the Connect view's
   * connector sections. */
  readonly connectorOrder?: readonly ConnectorSectionType[]
}

export interface WalletListContext extends Required<WalletListInput> {
  readonly featured: readonly WalletListing[]
  readonly recommended: readonly WalletListing[]
  readonly wallets: readonly WalletListing[]
  readonly count: number
  readonly page: number
  readonly query: string
  readonly search: readonly WalletListing[]
  readonly error?: WalletListError
}

export type WalletListEvent =
  | { readonly type: 'user.load' }
  | { readonly type: 'user.nextPage' }
  | { readonly type: 'user.search'; readonly query: string }

const visible = (context: WalletListContext, wallets: readonly WalletListing[]) =>
  filterExcludedWallets(wallets, context.excludedWallets)

const known = (context: WalletListContext) => [
  ...context.featured.map((wallet) => wallet.id),
  ...context.recommended.map((wallet) => wallet.id),
]

export const walletListMachine = setup({
  types: {
    context: {} as WalletListContext,
    events: {} as WalletListEvent,
    input: {} as WalletListInput,
  },
  actors: {
    fetchWallets: notProvided<WalletPage, WalletPageRequest>('fetchWallets'),
    prefetchImages: notProvided<void, { readonly wallets: readonly WalletListing[] }>(
      'prefetchImages',
    ),
  },
  delays: { searchDelay: SEARCH_DELAY_MS },
  guards: {
    hasFeatured: ({ context }) => context.featuredWalletIds.length > 0,
    hasMore: ({ context }) => morePages(context),
    emptyQuery: ({ event }) => event.type === 'user.search' && event.query.trim() === '',
  },
  actions: {
    setError: assign({ error: ({ event }) => walletListErrorOf(errorOfEvent(event)) }),
  },
}).createMachine({
  id: 'walletList',
  initial: 'idle',
  context: ({ input }) => ({
    featuredWalletIds: input.featuredWalletIds ?? [],
    excludedWallets: input.excludedWallets ?? [],
    customWallets: input.customWallets ?? [],
    connectorOrder: input.connectorOrder ?? [],
    featured: [],
    recommended: [],
    wallets: [],
    count: 0,
    page: 0,
    query: '',
    search: [],
  }),
  states: {
    idle: { on: { 'user.load': 'featured' } },
    failed: { tags: ['error'], on: { 'user.load': 'featured' } },
    featured: {
      tags: ['loading'],
      always: {
        guard: ({ context }) => context.featuredWalletIds.length === 0,
        target: 'recommended',
      },
      invoke: {
        src: 'fetchWallets',
        input: ({ context }) => ({
          page: 1,
          entries: Math.min(context.featuredWalletIds.length, FEATURED_WALLETS_DEFAULT_COUNT),
          include: context.featuredWalletIds.slice(0, FEATURED_WALLETS_DEFAULT_COUNT),
        }),
        onDone: {
          target: 'recommended',
          actions: assign({
            featured: ({ context, event }) => visible(context, event.output.data),
          }),
        },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    recommended: {
      tags: ['loading'],
      invoke: {
        src: 'fetchWallets',
        input: ({ context }) => ({
          page: 1,
          entries: RECOMMENDED_WALLETS_COUNT,
          exclude: [...context.excludedWallets, ...known(context)],
        }),
        onDone: {
          target: 'page',
          actions: assign({
            recommended: ({ context, event }) => visible(context, event.output.data),
            // The directory's count of the wallets past these, as the first page will say it:
            // the total is known with the recommended wallets (issue 30: the Connect view shows
            // it), and the first page's own count changes nothing when they agree.
            count: ({ event }) => Math.max(0, event.output.count - event.output.data.length),
          }),
        },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    page: {
      tags: ['loading'],
      invoke: {
        src: 'fetchWallets',
        input: ({ context }) => ({
          page: context.page + 1,
          entries: WALLETS_PAGE_SIZE,
          exclude: [...context.excludedWallets, ...known(context)],
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const seen = new Set(context.wallets.map((wallet) => wallet.id))
            const fresh = visible(context, event.output.data).filter(
              (wallet) => !seen.has(wallet.id),
            )
            return {
              wallets: [...context.wallets, ...fresh],
              count: event.output.count,
              page: context.page + 1,
            }
          }),
        },
        onError: { target: 'ready', actions: 'setError' },
      },
    },
    ready: {
      tags: ['ready'],
      // spec §9: prefetch the images of the first 20 wallets the list shows.
      invoke: {
        src: 'prefetchImages',
        input: ({ context }) => ({
          wallets: [...context.featured, ...context.recommended, ...context.wallets].slice(
            0,
            PREFETCH_WALLET_IMAGES_COUNT,
          ),
        }),
      },
      on: {
        'user.nextPage': { guard: 'hasMore', target: 'page' },
        'user.search': [
          { guard: 'emptyQuery', target: 'ready', actions: assign({ query: '', search: [] }) },
          { target: 'debouncing', actions: assign({ query: ({ event }) => event.query.trim() }) },
        ],
      },
    },
    // spec §9: search after a 300 ms pause in typing.
    debouncing: {
      // The search is pending from the first key: the pause, then the request.
      tags: ['searchPending'],
      after: { searchDelay: 'searching' },
      on: {
        'user.search': [
          { guard: 'emptyQuery', target: 'ready', actions: assign({ query: '', search: [] }) },
          {
            target: 'debouncing',
            reenter: true,
            actions: assign({ query: ({ event }) => event.query.trim() }),
          },
        ],
      },
    },
    searching: {
      tags: ['loading', 'searching', 'searchPending'],
      invoke: {
        src: 'fetchWallets',
        input: ({ context }) => ({
          page: 1,
          entries: WALLET_SEARCH_PAGE_SIZE,
          search: context.query,
          exclude: context.excludedWallets,
        }),
        onDone: {
          target: 'ready',
          actions: assign({ search: ({ context, event }) => visible(context, event.output.data) }),
        },
        onError: { target: 'ready', actions: ['setError', assign({ search: [] })] },
      },
      on: {
        'user.search': [
          { guard: 'emptyQuery', target: 'ready', actions: assign({ query: '', search: [] }) },
          { target: 'debouncing', actions: assign({ query: ({ event }) => event.query.trim() }) },
        ],
      },
    },
  },
})
