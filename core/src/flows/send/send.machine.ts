// spec §3 token send state, §4 token send and transaction confirmation, §5 send rules. Two
// regions: the receiver (an address of the network's namespace at once, a name after the 500 ms
// debounce, then its profile) and the transfer (sending → confirming → done or failed). A
// confirmed send resets the form and reports `send.succeeded` (the widget then refreshes the
// balances and returns to Account); a failure keeps the form as it was. Over 300 lines: the two
// regions share the form's context and are read together.
import { assign, enqueueActions, not, raise, setup, stateIn } from 'xstate'
import { DEBOUNCE_MS } from '../../constants'
import type { ChainNamespace } from '../../domain/namespaces'
import type { SendRequest } from '../../domain/sendRequest'
import { RequestAbortedError } from '../../errors/sdk'
import { notProvided } from '../effectActors'
import { transactionMachine } from '../transaction/transaction.machine'
import type { ResolvedReceiver, SendContext, SendEmitted, SendEvent } from './send.types'
import { emptyForm, requestOf } from './sendForm'

/** The transfer as one wallet transaction (spec §4 confirmation): sendActors provides its
 * submit actor. */
export const transferMachine = transactionMachine<SendRequest>()

export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    emitted: {} as SendEmitted,
  },
  actors: {
    /** A name (or an address) → its address and profile (spec §7 profile and identity). */
    resolveReceiver: notProvided<
      ResolvedReceiver,
      { readonly receiver: string; readonly namespace?: ChainNamespace }
    >('resolveReceiver'),
    /** Issue 25: the network fee of a transfer, in the native coin's smallest unit. */
    estimateFee: notProvided<bigint, SendRequest>('estimateFee'),
    /** Runs the transfer, from the wallet's prompt to the receipt (spec §4 confirmation). */
    transfer: transferMachine,
  },
  delays: { debounce: DEBOUNCE_MS },
  actions: {
    formChanged: raise({ type: 'form.changed' }),
    assignReceiver: assign(({ event }) =>
      event.type === 'user.setReceiver'
        ? {
            receiver: event.receiver,
            resolved: undefined,
            error: undefined,
            transaction: undefined,
            recipientConfirmed: undefined,
          }
        : {},
    ),
    cancelled: enqueueActions(({ enqueue }) => {
      const error = new RequestAbortedError()
      enqueue.assign({ error, transaction: undefined, request: undefined })
      enqueue.emit({ type: 'send.failed', error })
    }),
  },
  guards: {
    editable: stateIn({ transfer: 'idle' }),
    formReady: ({ context }) => requestOf(context)._tag === 'Success',
    receiverEmpty: ({ event }) => event.type === 'user.setReceiver' && event.receiver.trim() === '',
    /** The receiver is an address of the form's namespace: sendActors provides the adapters'
     * rules (spec §5), which this machine does not load. */
    receiverIsAddress: (_: { context: SendContext; event: SendEvent }): boolean => {
      throw new Error('The send machine needs its receiverIsAddress guard provided')
    },
    // spec §9: names are eip155 only; anything else that is no address is invalid.
    receiverMayBeName: ({ context, event }) =>
      event.type === 'user.setReceiver' &&
      (context.namespace ?? 'eip155') === 'eip155' &&
      /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(event.receiver.trim()),
  },
}).createMachine({
  id: 'send',
  type: 'parallel',
  context: { ...emptyForm },
  on: {
    // spec §4: the form belongs to one network: a new namespace resets all of it, a new chain
    // the token (its balance is of the old chain).
    'app.network': {
      actions: [
        assign(({ context, event }) =>
          context.namespace !== undefined && context.namespace !== event.namespace
            ? { ...emptyForm, namespace: event.namespace }
            : {
                namespace: event.namespace,
                token: event.changed ? undefined : context.token,
                error: undefined,
              },
        ),
        'formChanged',
      ],
    },
    'user.setToken': {
      guard: 'editable',
      actions: [
        assign({
          token: ({ event }) => event.token,
          error: undefined,
          transaction: undefined,
        }),
        'formChanged',
      ],
    },
    'user.setAmount': {
      guard: 'editable',
      actions: [
        assign({
          amount: ({ event }) => event.amount,
          error: undefined,
          transaction: undefined,
        }),
        'formChanged',
      ],
    },
  },
  states: {
    receiver: {
      initial: 'empty',
      on: {
        'user.setReceiver': [
          // spec §4: the form holds still while its transfer is in flight.
          { guard: not('editable') },
          { guard: 'receiverEmpty', target: '.empty', actions: ['assignReceiver', 'formChanged'] },
          {
            guard: 'receiverIsAddress',
            target: '.address',
            actions: [
              'assignReceiver',
              assign({ resolved: ({ event }) => ({ address: event.receiver.trim() }) }),
              'formChanged',
            ],
          },
          {
            guard: 'receiverMayBeName',
            target: '.debouncing',
            actions: ['assignReceiver', 'formChanged'],
          },
          { target: '.invalid', actions: ['assignReceiver', 'formChanged'] },
        ],
        'app.reset': '.empty',
      },
      states: {
        empty: {},
        invalid: { tags: ['receiverInvalid'] },
        notFound: { tags: ['receiverNotFound'] },
        debouncing: {
          tags: ['receiverResolving'],
          after: { debounce: 'resolving' },
        },
        resolving: {
          tags: ['receiverResolving'],
          invoke: {
            src: 'resolveReceiver',
            input: ({ context }) => ({
              receiver: context.receiver.trim(),
              namespace: context.namespace,
            }),
            onDone: { target: 'name', actions: assign({ resolved: ({ event }) => event.output }) },
            onError: 'notFound',
          },
        },
        name: { tags: ['receiverValid'] },
        // An address is valid at once; its profile (name, avatar) follows when it has one.
        address: {
          tags: ['receiverValid'],
          invoke: {
            src: 'resolveReceiver',
            input: ({ context }) => ({
              receiver: context.receiver.trim(),
              namespace: context.namespace,
            }),
            onDone: { actions: assign({ resolved: ({ event }) => event.output }) },
            // No profile: the address alone.
            onError: {},
          },
        },
      },
    },
    // Issue 25: the network fee of the form as it stands, once it makes a transfer request: asked
    // again after each change settles (and after a name resolves), dropped when it cannot be had.
    fee: {
      initial: 'none',
      on: { 'form.changed': '.settling', 'app.reset': '.none' },
      states: {
        none: {},
        settling: {
          entry: assign({ fee: undefined }),
          after: { debounce: 'checking' },
        },
        checking: {
          always: [
            { guard: 'formReady', target: 'estimating' },
            { guard: stateIn({ receiver: 'debouncing' }), target: 'settling' },
            { guard: stateIn({ receiver: 'resolving' }), target: 'settling' },
            { target: 'none' },
          ],
        },
        estimating: {
          invoke: {
            src: 'estimateFee',
            input: ({ context }) => {
              const result = requestOf(context)
              return result._tag === 'Success' ? result.success : (undefined as never)
            },
            onDone: { target: 'none', actions: assign({ fee: ({ event }) => event.output }) },
            onError: 'none',
          },
        },
      },
    },
    transfer: {
      initial: 'idle',
      on: { 'app.reset': { target: '.idle', actions: assign(emptyForm) } },
      states: {
        idle: {
          on: {
            'user.sendAnyway': {
              guard: ({ context }) => context.error?._tag === 'UnusualRecipientError',
              actions: [assign({ recipientConfirmed: true }), raise({ type: 'user.send' })],
            },
            'user.send': [
              {
                guard: ({ context }) => requestOf(context)._tag === 'Failure',
                actions: assign({
                  error: ({ context }) => {
                    const result = requestOf(context)
                    return result._tag === 'Failure' ? result.failure : undefined
                  },
                }),
              },
              {
                target: 'inFlight',
                actions: assign({
                  error: undefined,
                  transaction: undefined,
                  request: ({ context }) => {
                    const result = requestOf(context)
                    return result._tag === 'Success' ? result.success : undefined
                  },
                }),
              },
            ],
          },
        },
        // One transfer from the wallet's prompt to the receipt: the transaction child machine
        // lives across both states, which follow its tags.
        inFlight: {
          invoke: {
            id: 'transfer',
            src: 'transfer',
            input: ({ context }) => ({ request: context.request as SendRequest }),
            onSnapshot: [
              {
                guard: ({ event }) => event.snapshot.hasTag('confirming'),
                target: '.confirming',
                actions: assign({ transaction: ({ event }) => event.snapshot.context.transaction }),
              },
              {
                actions: assign({ transaction: ({ event }) => event.snapshot.context.transaction }),
              },
            ],
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { outcome } = event.output
                if (outcome?.type === 'confirmed') {
                  // spec §4: "Success resets form, refreshes balances, returns to Account."
                  const { request } = context
                  if (request) enqueue.emit({ type: 'send.succeeded', hash: outcome.hash, request })
                  // The form is empty again; the confirmed transaction stays for whoever shows it.
                  enqueue.assign({
                    ...emptyForm,
                    namespace: context.namespace,
                    transaction: { hash: outcome.hash, status: 'confirmed' },
                  })
                } else if (outcome) {
                  // spec §4: a rejection (or any failure) keeps the form as it was.
                  enqueue.assign({ error: outcome.error, transaction: outcome.transaction })
                  enqueue.emit({ type: 'send.failed', error: outcome.error })
                }
              }),
            },
          },
          initial: 'sending',
          states: {
            sending: {
              tags: ['sending'],
              on: {
                // Issue 18: a wallet that never answers leaves no stuck spinner; leaving this
                // state stops the transaction machine (the wallet call is abandoned).
                'user.cancel': {
                  target: '#send.transfer.idle',
                  actions: 'cancelled',
                },
              },
            },
            confirming: { tags: ['confirming'] },
          },
        },
      },
    },
  },
})
