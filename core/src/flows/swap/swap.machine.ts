// spec §2 Swap view, §3 swap token, §7 convert endpoints, §9 swap chains and 1 % slippage. The
// swap tokens of the active network with the visitor's balances; an amount (or its max) that is
// quoted after the 500 ms debounce, with a preview (rate, price impact, network fee); an
// approve transaction when the allowance is short; then the swap, sent and confirmed. Only on
// the §9 swap chains: elsewhere 'Network not supported for Swaps'. Every failure keeps the form.
import { Result } from 'effect'
import { assign, enqueueActions, setup } from 'xstate'
import { DEBOUNCE_MS, SWAP_SUPPORTED_CHAIN_IDS } from '../../constants'
import { SwapNetworkNotSupportedError } from '../../errors/sdk'
import { notProvided } from '../effectActors'
import {
  submittedHash,
  type TransactionResult,
  transactionMachine,
  transactionResult,
} from '../transaction/transaction.machine'
import type {
  SwapContext,
  SwapEmitted,
  SwapEvent,
  SwapPreview,
  SwapRequest,
  SwapStepRequest,
  SwapTokenOption,
} from './swap.types'
import { type SwapStepError, swapErrorOf } from './swapErrors'
import { amountOf, cleared, emptyForm, requestOf, sameToken, withTokens } from './swapForm'

/** Each step as one wallet transaction (spec §4 confirmation): swapActors provides its submit
 * actor (build-approve or build-transaction, then send and confirm). */
export const swapStepMachine = transactionMachine<SwapStepRequest, SwapStepError>()

/** How a step ended (the step machine's output). */
type StepResult = TransactionResult<SwapStepError>

export const swapMachine = setup({
  types: { context: {} as SwapContext, events: {} as SwapEvent, emitted: {} as SwapEmitted },
  actors: {
    /** spec §7 /v1/convert/tokens with the visitor's balances. */
    loadTokens: notProvided<readonly SwapTokenOption[], { readonly caipNetworkId: string }>(
      'loadTokens',
    ),
    /** spec §7 gas-price, quotes, allowance: the preview of one amount. */
    quote: notProvided<SwapPreview, SwapRequest>('quote'),
    /** Builds (build-approve or build-transaction), sends and confirms one transaction. */
    sendTransaction: swapStepMachine,
  },
  delays: { debounce: DEBOUNCE_MS },
  guards: {
    confirmed: (_, { outcome }: StepResult) => outcome?.type === 'confirmed',
    supported: ({ event }) =>
      event.type === 'app.network' &&
      event.caipNetworkId.startsWith('eip155:') &&
      SWAP_SUPPORTED_CHAIN_IDS.includes(Number(event.caipNetworkId.split(':')[1])),
    approvalNeeded: ({ context }) => context.preview?.approvalNeeded === true,
    // spec §4 (as for send): the form holds still while its transaction is out.
    editable: ({ context }) => context.transaction?.status !== 'pending',
  },
  actions: {
    // The step's hash once the wallet has signed it (the transaction machine's snapshot).
    submitted: assign(({ context }, { hash }: { readonly hash?: string }) =>
      hash !== undefined && context.transaction
        ? { transaction: { ...context.transaction, hash } }
        : {},
    ),
    fail: enqueueActions(({ context, enqueue }, { outcome }: StepResult) => {
      if (outcome?.type !== 'failed') return
      enqueue.assign({ error: outcome.error, transaction: undefined })
      enqueue.emit({
        type: 'swap.failed',
        step: context.transaction?.step ?? 'swap',
        error: outcome.error,
      })
    }),
    // The allowance is there now: the swap may follow.
    approved: enqueueActions(({ context, enqueue }, { outcome }: StepResult) => {
      if (outcome?.type !== 'confirmed') return
      enqueue.assign({
        preview: context.preview && { ...context.preview, approvalNeeded: false },
        transaction: { step: 'approve', hash: outcome.hash, status: 'confirmed' },
      })
    }),
    // The balances moved: the tokens again (the target), the amount cleared.
    swapped: enqueueActions(({ context, enqueue }, { outcome }: StepResult) => {
      if (outcome?.type !== 'confirmed') return
      // A swap only starts on a network (app.network), so the id is there.
      if (context.caipNetworkId) {
        enqueue.emit({
          type: 'swap.succeeded',
          hash: outcome.hash,
          caipNetworkId: context.caipNetworkId,
        })
      }
      enqueue.assign({
        amount: '',
        preview: undefined,
        transaction: { step: 'swap', hash: outcome.hash, status: 'confirmed' },
      })
    }),
  },
}).createMachine({
  id: 'swap',
  context: { tokens: [], ...emptyForm },
  initial: 'idle',
  on: {
    'app.network': [
      {
        guard: 'supported',
        target: '.standby',
        actions: assign(({ event }) => ({ ...emptyForm, caipNetworkId: event.caipNetworkId })),
      },
      {
        target: '.unsupported',
        actions: assign(({ event }) => ({
          ...emptyForm,
          tokens: [],
          caipNetworkId: event.caipNetworkId,
          error: new SwapNetworkNotSupportedError(),
        })),
      },
    ],
    'app.reset': { target: '.idle', actions: assign({ ...emptyForm, tokens: [] }) },
  },
  states: {
    idle: {},
    unsupported: { tags: ['unsupported'] },
    // A swap chain: the tokens load when a swap form is shown (not for every visitor).
    standby: { on: { 'user.load': 'loading' } },
    loading: {
      tags: ['loadingTokens'],
      invoke: {
        src: 'loadTokens',
        input: ({ context }) => ({ caipNetworkId: context.caipNetworkId ?? '' }),
        onDone: {
          target: 'form',
          actions: assign(({ context, event }) => withTokens(context, event.output)),
        },
        onError: {
          target: 'form',
          actions: assign({ error: ({ event }) => swapErrorOf(event.error) }),
        },
      },
    },
    form: {
      initial: 'checking',
      // Any edit (not while a transaction is out): the old quote and error no longer hold.
      on: {
        // Shown again: fresh balances (a send may have moved them), the choices kept.
        'user.load': { guard: 'editable', target: 'loading' },
        'user.setFrom': {
          guard: 'editable',
          target: '.checking',
          actions: assign(({ context, event }) => ({
            ...cleared,
            from: event.token,
            to: sameToken(context.to, event.token) ? context.from : context.to,
          })),
        },
        'user.setTo': {
          guard: 'editable',
          target: '.checking',
          actions: assign(({ context, event }) => ({
            ...cleared,
            to: event.token,
            from: sameToken(context.from, event.token) ? context.to : context.from,
          })),
        },
        'user.flip': {
          guard: 'editable',
          target: '.checking',
          actions: assign(({ context }) => ({ ...cleared, from: context.to, to: context.from })),
        },
        'user.setAmount': {
          guard: 'editable',
          target: '.checking',
          actions: assign(({ event }) => ({ ...cleared, amount: event.amount })),
        },
        'user.setMax': {
          guard: 'editable',
          target: '.checking',
          actions: assign(({ context }) => ({ ...cleared, amount: context.from?.balance ?? '' })),
        },
      },
      states: {
        // The form as it is now: nothing to quote, a broken rule, or an amount to quote.
        checking: {
          always: [
            {
              guard: ({ context }) => Result.isFailure(amountOf(context)),
              target: 'editing',
              actions: assign({
                error: ({ context }) => {
                  const result = amountOf(context)
                  return Result.isFailure(result) ? result.failure : undefined
                },
              }),
            },
            {
              guard: ({ context }) => Result.getOrUndefined(amountOf(context)) === undefined,
              target: 'editing',
            },
            { target: 'debouncing' },
          ],
        },
        editing: {},
        debouncing: {
          tags: ['quoting'],
          after: { debounce: 'quoting' },
        },
        quoting: {
          tags: ['quoting'],
          invoke: {
            src: 'quote',
            input: ({ context }) => requestOf(context),
            onDone: { target: 'quoted', actions: assign({ preview: ({ event }) => event.output }) },
            onError: {
              target: 'editing',
              actions: assign({ error: ({ event }) => swapErrorOf(event.error) }),
            },
          },
        },
        quoted: {
          tags: ['quoted'],
          on: {
            'user.approve': { guard: 'approvalNeeded', target: 'approving' },
            'user.swap': {
              guard: ({ context }) => context.preview?.approvalNeeded === false,
              target: 'swapping',
            },
          },
        },
        approving: {
          tags: ['approving'],
          entry: assign({ error: undefined, transaction: { step: 'approve', status: 'pending' } }),
          invoke: {
            src: 'sendTransaction',
            input: ({ context }) => ({ request: { ...requestOf(context), step: 'approve' } }),
            onSnapshot: { actions: { type: 'submitted', params: submittedHash } },
            onDone: [
              {
                guard: { type: 'confirmed', params: transactionResult },
                target: 'quoted',
                actions: { type: 'approved', params: transactionResult },
              },
              { target: 'quoted', actions: { type: 'fail', params: transactionResult } },
            ],
          },
        },
        swapping: {
          tags: ['swapping'],
          entry: assign({ error: undefined, transaction: { step: 'swap', status: 'pending' } }),
          invoke: {
            src: 'sendTransaction',
            input: ({ context }) => ({ request: { ...requestOf(context), step: 'swap' } }),
            onSnapshot: { actions: { type: 'submitted', params: submittedHash } },
            onDone: [
              {
                guard: { type: 'confirmed', params: transactionResult },
                target: '#swap.loading',
                actions: { type: 'swapped', params: transactionResult },
              },
              { target: 'quoted', actions: { type: 'fail', params: transactionResult } },
            ],
          },
        },
      },
    },
  },
})
