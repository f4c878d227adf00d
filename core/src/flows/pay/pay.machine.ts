// spec §1 toggle "pay": a host's payment, run as a prefilled send the visitor confirms in the Pay
// view — connecting first if nobody is, on the payment's network. Issue 26: this was 199 lines of
// async/await beside the machines (payHandle.ts) with its 'in progress' flag outside any machine;
// here the steps are states and the payment owns its send form, a send machine it invokes under
// the system id widgetSystemIds.pay (the Pay view's). The widget around it (the modal, the network switch, the
// balances) comes in as provided actions and actors; what the payment reads of it is PayFacts.
// Each failure of the send is a PAY_ERROR (payReactions) and the visitor may try again; closing
// the modal before anything was sent ends the payment with the last failure, or
// PaymentCancelledError.
import { assign, emit, enqueueActions, fromCallback, raise, sendTo, setup } from 'xstate'
import type { CaipNetworkId } from '../../domain/namespaces'
import type { TokenBalance } from '../../services/blockchainApi/responses'
import { notProvided } from '../effectActors'
import { sendMachine } from '../send/send.machine'
import { widgetSystemIds } from '../systemIds'
import type { PayContext, PayEmitted, PayEvent, PayFacts, PayOpen, ReadFacts } from './pay.types'
import { type PayError, PaymentCancelledError } from './payErrors'
import { paymentToken } from './paymentToken'

const connected = (context: PayContext, facts: PayFacts) =>
  context.payment !== undefined &&
  facts.connectedNamespaces.includes(context.payment.network.chainNamespace)

const onPaymentNetwork = (context: PayContext, facts: PayFacts) =>
  facts.caipNetworkId === context.payment?.network.caipNetworkId

/** The `open` action on `view`, for the payment's namespace. */
const openOn = (view: PayOpen['view']) => ({
  type: 'open' as const,
  params: ({ context }: { readonly context: PayContext }): PayOpen => ({
    view,
    namespace: context.payment?.network.chainNamespace,
  }),
})

export const payMachine = setup({
  types: {
    context: {} as PayContext,
    events: {} as PayEvent,
    emitted: {} as PayEmitted,
    // Every child by id: without the map, a host's strict tsc (skipLibCheck off) rejects the
    // declared children type ('send' against the index signature of the unnamed ones).
    children: {} as { send: 'send'; widget: 'widgetFacts'; balances: 'readBalances' },
  },
  actors: {
    /** The payment's send form (the Pay view's). */
    send: sendMachine,
    /** Reports PayFacts at once, on each change, and when sent 'facts.read'. */
    widgetFacts: fromCallback<ReadFacts>(() => {}),
    /** The active account's balances, asked again; fails when they cannot be read. */
    readBalances: notProvided<readonly TokenBalance[], void>('readBalances'),
  },
  actions: {
    /** Opens the modal on `view` for the payment's namespace (the widget's open). */
    open: (_, _params: PayOpen) => {},
    /** Asks the wallet for the payment's network (the widget's switchNetwork). */
    switchNetwork: (_, _params: { readonly caipNetworkId?: CaipNetworkId }) => {},
    /** The facts again, after the payment changed them (opened the modal, asked a switch). */
    readFacts: sendTo('widget', { type: 'facts.read' } satisfies ReadFacts),
    assignFacts: assign(({ event }) => (event.type === 'app.facts' ? { facts: event.facts } : {})),
    // The form first: its details show while the network switches and the balances load.
    prefill: enqueueActions(({ context, enqueue }) => {
      const { payment } = context
      if (!payment) return
      const namespace = payment.network.chainNamespace
      enqueue.sendTo('send', { type: 'app.reset' })
      enqueue.sendTo('send', { type: 'app.network', namespace, changed: false })
      enqueue.sendTo('send', { type: 'user.setToken', token: paymentToken(payment, []) })
      enqueue.sendTo('send', { type: 'user.setAmount', amount: payment.amount })
      enqueue.sendTo('send', { type: 'user.setReceiver', receiver: payment.recipient })
    }),
    /** The visitor's balance of the asset (or none known) on the form. */
    setToken: enqueueActions(
      ({ context, enqueue }, balances: readonly TokenBalance[] | undefined) => {
        if (!context.payment) return
        enqueue.sendTo('send', {
          type: 'user.setToken',
          token: paymentToken(context.payment, balances),
        })
      },
    ),
    succeed: enqueueActions(({ context, enqueue }, { hash }: { readonly hash?: string }) => {
      if (hash === undefined || !context.payment) return
      const { caipNetworkId } = context.payment.network
      enqueue.emit({ type: 'payment.succeeded', result: { hash, caipNetworkId } })
    }),
    fail: emit((_, { error }: { readonly error: PayError }) => ({
      type: 'payment.failed' as const,
      error,
    })),
    // However it ended, the form is empty again for the next payment.
    end: enqueueActions(({ enqueue }) => {
      enqueue.sendTo('send', { type: 'app.reset' })
      enqueue.assign({ payment: undefined, facts: undefined, lastError: undefined })
    }),
  },
  guards: {
    connected: ({ context, event }) =>
      event.type === 'app.facts' && connected(context, event.facts),
    closed: ({ event }) => event.type === 'app.facts' && event.facts.closed,
    settled: ({ event }) => event.type === 'app.facts' && !event.facts.switching,
    settledOnNetwork: ({ context, event }) =>
      event.type === 'app.facts' &&
      !event.facts.switching &&
      onPaymentNetwork(context, event.facts),
    onNetwork: ({ context, event }) =>
      event.type === 'app.facts' && onPaymentNetwork(context, event.facts),
    inFlight: ({ event }) => event.type === 'send.changed' && event.inFlight,
    confirmed: ({ event }) =>
      event.type === 'send.changed' && !event.inFlight && event.confirmedHash !== undefined,
    closedNow: ({ context }) => context.facts?.closed === true,
  },
}).createMachine({
  id: 'pay',
  context: {},
  // The send form lives as long as the payment flow: the Pay view reads it under 'pay'.
  invoke: {
    id: 'send',
    systemId: widgetSystemIds.pay,
    src: 'send',
    onSnapshot: {
      actions: raise(({ event }) => {
        const { context } = event.snapshot
        const transaction = context.transaction
        return {
          type: 'send.changed' as const,
          inFlight: event.snapshot.hasTag('sending') || event.snapshot.hasTag('confirming'),
          confirmedHash: transaction?.status === 'confirmed' ? transaction.hash : undefined,
          error: context.error,
        }
      }),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'host.pay': {
          target: 'paying',
          actions: assign({ payment: ({ event }) => event.payment }),
        },
      },
    },
    // One payment at a time: a second while this one runs is PaymentInProgressError.
    paying: {
      tags: ['paying'],
      invoke: { id: 'widget', src: 'widgetFacts' },
      on: { 'app.facts': { actions: 'assignFacts' } },
      initial: 'starting',
      states: {
        // The facts arrive once the widget is watched.
        starting: {
          on: {
            'app.facts': [
              { guard: 'connected', target: 'preparing', actions: 'assignFacts' },
              { target: 'waitingForConnection', actions: 'assignFacts' },
            ],
          },
        },
        waitingForConnection: {
          entry: [openOn('Connect'), 'readFacts'],
          on: {
            'app.facts': [
              { guard: 'connected', target: 'preparing', actions: 'assignFacts' },
              { guard: 'closed', target: 'cancelled', actions: 'assignFacts' },
            ],
          },
        },
        // The form, the Pay view; then wait for a network switch already running (opening
        // for the namespace may have started one).
        preparing: {
          entry: ['prefill', openOn('Pay'), 'readFacts'],
          on: {
            'app.facts': [
              { guard: 'settledOnNetwork', target: 'readingBalances', actions: 'assignFacts' },
              { guard: 'settled', target: 'switchingNetwork', actions: 'assignFacts' },
            ],
          },
        },
        switchingNetwork: {
          entry: [
            {
              type: 'switchNetwork',
              params: ({ context }) => ({ caipNetworkId: context.payment?.network.caipNetworkId }),
            },
            'readFacts',
          ],
          on: {
            'app.facts': [
              { guard: 'onNetwork', target: 'readingBalances', actions: 'assignFacts' },
              { guard: 'closed', target: 'cancelled', actions: 'assignFacts' },
            ],
          },
        },
        readingBalances: {
          invoke: {
            id: 'balances',
            src: 'readBalances',
            onDone: {
              target: 'confirming',
              actions: { type: 'setToken', params: ({ event }) => event.output },
            },
            onError: { target: 'confirming', actions: { type: 'setToken', params: undefined } },
          },
        },
        // The visitor confirms (or not) in the Pay view; a failure keeps the form for another
        // try, and its transfer outlives the modal: its outcome still settles the payment.
        confirming: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'send.changed': { guard: 'inFlight', target: 'transferring' },
                'app.facts': { guard: 'closed', target: '#pay.paying.cancelled' },
              },
            },
            transferring: {
              on: {
                'send.changed': [
                  {
                    guard: 'confirmed',
                    target: '#pay.paying.done',
                    actions: {
                      type: 'succeed',
                      params: ({ event }) => ({ hash: event.confirmedHash }),
                    },
                  },
                  {
                    guard: ({ event }) => !event.inFlight,
                    target: 'ended',
                    actions: assign({
                      lastError: ({ context, event }) => event.error ?? context.lastError,
                    }),
                  },
                ],
              },
            },
            // The transfer failed: closed meanwhile, that failure ends the payment.
            ended: {
              always: [
                { guard: 'closedNow', target: '#pay.paying.cancelled' },
                { target: 'editing' },
              ],
            },
          },
        },
        done: { always: { target: '#pay.idle', actions: 'end' } },
        // Closed before anything was sent: the send's last failure, or PaymentCancelledError.
        cancelled: {
          always: {
            target: '#pay.idle',
            actions: [
              {
                type: 'fail',
                params: ({ context }) => ({
                  error: context.lastError ?? new PaymentCancelledError(),
                }),
              },
              'end',
            ],
          },
        },
      },
    },
  },
})
