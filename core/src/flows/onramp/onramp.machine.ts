// spec §3 on-ramp state, §4 "On-ramp quote loading true during fetch", §7 on-ramp endpoints, §9
// on-ramp rules. Three regions: the options (loaded once, the §8 samples when the API fails),
// the quote (the amount checked against the payment method's limits, then quoted after the
// 500 ms debounce; a failed quote stores the error and gives no quote), and the purchase (the
// provider URL, then 'buying' until the account's history shows the purchase). The form
// belongs to one account on one eip155 or solana network: another one starts it over.
import { assign, emit, setup } from 'xstate'
import { DEBOUNCE_MS, ONRAMP_DEFAULT_CURRENCY } from '../../constants'
import type { ChainNamespace } from '../../domain/namespaces'
import type { OnrampProviderName, PaymentCurrency, PurchaseCurrency } from '../../domain/types'
import { notProvided } from '../effectActors'
import { type OnrampError, onrampErrorOf } from './onrampErrors'
import {
  amountError,
  coinbaseNetwork,
  defaultPaymentCurrency,
  defaultPurchaseCurrency,
  methodAllowed,
  type OnrampOptions,
  type OnrampPaymentMethod,
} from './onrampRules'

/** The account the on-ramp buys for. */
export interface OnrampAccount {
  readonly namespace: ChainNamespace
  readonly caipNetworkId: string
  readonly address: string
}

export interface OnrampQuote {
  readonly purchaseAmount: string
  readonly paymentTotal: string
  readonly fees: string
  readonly quoteId: string
}

export interface OnrampQuoteInput {
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  readonly amount: string
  readonly network: string
}

export interface OnrampUrlInput {
  readonly provider: OnrampProviderName
  readonly account: OnrampAccount
  readonly network: string
  readonly purchaseCurrency: PurchaseCurrency
  readonly paymentCurrency: string
  readonly paymentAmount: string
  readonly purchaseAmount?: string
}

/** Whose purchase is watched, and through which provider it was made. */
export interface OnrampWatchInput {
  readonly account: OnrampAccount
  readonly provider: OnrampProviderName
}

export interface OnrampContext {
  readonly account?: OnrampAccount
  readonly options?: OnrampOptions
  readonly provider: OnrampProviderName
  readonly purchaseCurrency?: PurchaseCurrency
  readonly paymentCurrency?: PaymentCurrency
  readonly paymentMethod: OnrampPaymentMethod
  readonly amount: string
  readonly quote?: OnrampQuote
  readonly url?: string
  readonly error?: OnrampError
}

export type OnrampEvent =
  | { readonly type: 'app.account'; readonly account: OnrampAccount }
  | { readonly type: 'app.reset' }
  | { readonly type: 'user.load' }
  | { readonly type: 'user.setProvider'; readonly provider: OnrampProviderName }
  | { readonly type: 'user.setPurchaseCurrency'; readonly currency: PurchaseCurrency }
  | { readonly type: 'user.setPaymentCurrency'; readonly currency: PaymentCurrency }
  | { readonly type: 'user.setPaymentMethod'; readonly method: OnrampPaymentMethod }
  | { readonly type: 'user.setAmount'; readonly amount: string }
  | { readonly type: 'user.buy' }
  | { readonly type: 'user.cancel' }

export type OnrampEmitted =
  | { readonly type: 'onramp.purchased'; readonly transactionId: string }
  | { readonly type: 'onramp.failed'; readonly error: OnrampError }

const emptyForm = { amount: '', quote: undefined, url: undefined, error: undefined } as const

export const onrampMachine = setup({
  types: {
    context: {} as OnrampContext,
    events: {} as OnrampEvent,
    emitted: {} as OnrampEmitted,
  },
  actors: {
    /** spec §7 GET /v1/onramp/options (the §8 samples when it fails). */
    loadOptions: notProvided<OnrampOptions, undefined>('loadOptions'),
    /** spec §7 POST /v1/onramp/quote. */
    quote: notProvided<OnrampQuote, OnrampQuoteInput>('quote'),
    /** spec §7 POST /v1/generators/onrampurl (Coinbase), or the provider's own page. */
    providerUrl: notProvided<string, OnrampUrlInput>('providerUrl'),
    /** Resolves with the purchase's transaction id once the account's history shows it. */
    watchPurchase: notProvided<string, OnrampWatchInput>('watchPurchase'),
  },
  delays: { debounce: DEBOUNCE_MS },
  actions: {
    applyDefaults: assign(({ context }) => ({
      purchaseCurrency: defaultPurchaseCurrency(context.options, context.provider, context.account),
      paymentCurrency: context.paymentCurrency ?? defaultPaymentCurrency(context.options),
    })),
    checkAmount: assign(({ context }) => ({
      quote: undefined,
      error: amountError(context.amount, context.paymentCurrency, context.paymentMethod),
    })),
  },
  guards: {
    /** An account, a currency to buy and an amount inside the limits. */
    complete: ({ context }) =>
      context.account !== undefined &&
      context.purchaseCurrency !== undefined &&
      context.amount.trim() !== '' &&
      amountError(context.amount, context.paymentCurrency, context.paymentMethod) === undefined,
  },
}).createMachine({
  id: 'onramp',
  type: 'parallel',
  context: { provider: 'coinbase', paymentMethod: 'card', ...emptyForm },
  states: {
    options: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.load': 'loading' } },
        loading: {
          tags: ['optionsLoading'],
          invoke: {
            src: 'loadOptions',
            onDone: {
              target: 'ready',
              actions: [assign({ options: ({ event }) => event.output }), 'applyDefaults'],
            },
            onError: 'idle',
          },
        },
        ready: {},
      },
    },
    quote: {
      initial: 'idle',
      on: {
        'app.account': {
          target: '.idle',
          actions: [
            assign({ account: ({ event }) => event.account, ...emptyForm }),
            'applyDefaults',
          ],
        },
        'app.reset': { target: '.idle', actions: assign({ account: undefined, ...emptyForm }) },
        'user.setAmount': {
          target: '.debouncing',
          actions: [assign({ amount: ({ event }) => event.amount }), 'checkAmount'],
        },
        'user.setProvider': {
          target: '.debouncing',
          actions: [assign({ provider: ({ event }) => event.provider }), 'applyDefaults'],
        },
        'user.setPurchaseCurrency': {
          target: '.debouncing',
          actions: assign({ purchaseCurrency: ({ event }) => event.currency }),
        },
        // spec §9: bank transfers in USD and EUR only; another currency pays by card.
        'user.setPaymentCurrency': {
          target: '.debouncing',
          actions: [
            assign({
              paymentCurrency: ({ event }) => event.currency,
              paymentMethod: ({ context, event }) =>
                methodAllowed(event.currency.id, context.paymentMethod)
                  ? context.paymentMethod
                  : 'card',
            }),
            'checkAmount',
          ],
        },
        'user.setPaymentMethod': {
          guard: ({ context, event }) =>
            methodAllowed(context.paymentCurrency?.id ?? ONRAMP_DEFAULT_CURRENCY, event.method),
          target: '.debouncing',
          actions: [assign({ paymentMethod: ({ event }) => event.method }), 'checkAmount'],
        },
      },
      states: {
        idle: {},
        debouncing: {
          after: { debounce: [{ guard: 'complete', target: 'loading' }, { target: 'idle' }] },
        },
        // spec §4: "On-ramp quote loading true during fetch".
        loading: {
          tags: ['quotesLoading'],
          invoke: {
            src: 'quote',
            input: ({ context }) => ({
              purchaseCurrency: context.purchaseCurrency?.id ?? '',
              paymentCurrency: context.paymentCurrency?.id ?? '',
              amount: context.amount.trim(),
              network: coinbaseNetwork(context.purchaseCurrency, context.account?.caipNetworkId),
            }),
            onDone: { target: 'idle', actions: assign({ quote: ({ event }) => event.output }) },
            // spec §8 (one reading): a failed quote stores the error and gives nothing.
            onError: {
              target: 'idle',
              actions: assign({
                quote: undefined,
                error: ({ event }) => onrampErrorOf(event.error),
              }),
            },
          },
        },
      },
    },
    purchase: {
      initial: 'idle',
      on: { 'app.account': '.idle', 'app.reset': '.idle' },
      states: {
        idle: {
          on: {
            'user.buy': [{ guard: 'complete', target: 'opening' }, { actions: 'checkAmount' }],
          },
        },
        opening: {
          tags: ['opening'],
          on: { 'user.cancel': 'idle' },
          invoke: {
            src: 'providerUrl',
            input: ({ context }) => ({
              provider: context.provider,
              account: context.account as OnrampAccount,
              network: coinbaseNetwork(context.purchaseCurrency, context.account?.caipNetworkId),
              purchaseCurrency: context.purchaseCurrency as PurchaseCurrency,
              paymentCurrency: context.paymentCurrency?.id ?? '',
              paymentAmount: context.amount.trim(),
              purchaseAmount: context.quote?.purchaseAmount,
            }),
            onDone: {
              target: 'buying',
              actions: assign({ url: ({ event }) => event.output, error: undefined }),
            },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => onrampErrorOf(event.error) }),
            },
          },
        },
        // The provider's page is open: the purchase is done when the history shows it.
        buying: {
          tags: ['buying'],
          on: { 'user.cancel': 'idle' },
          invoke: {
            src: 'watchPurchase',
            input: ({ context }) => ({
              account: context.account as OnrampAccount,
              provider: context.provider,
            }),
            onDone: {
              target: 'idle',
              actions: [
                emit(({ event }) => ({
                  type: 'onramp.purchased' as const,
                  transactionId: event.output,
                })),
                assign({ ...emptyForm }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ error: ({ event }) => onrampErrorOf(event.error) }),
                emit(({ event }) => ({
                  type: 'onramp.failed' as const,
                  error: onrampErrorOf(event.error),
                })),
              ],
            },
          },
        },
      },
    },
  },
})
