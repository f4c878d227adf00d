// The pay machine with the widget around it swapped in (STYLE.md rule 12): facts the test
// changes, the modal and the network switch as recorded calls, scripted balances, and the real
// send machine whose transfer reports what the test scripts.
import { describe, expect, it } from 'vitest'
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate'
import { isValidAddress } from '../../domain/address/parseAddress'
import { ethereumNetwork } from '../../domain/networks/evm'
import type { CheckedPayment } from '../../domain/paymentRequest'
import type { SendRequest } from '../../domain/sendRequest'
import { UserRejectedError } from '../../errors/walletRpc'
import type { TokenBalance } from '../../services/blockchainApi/responses'
import { receiverIsAddress } from '../send/receiverAddress'
import { sendMachine, transferMachine } from '../send/send.machine'
import type { TransactionInput, TransactionReport } from '../transaction/transaction.machine'
import { payMachine } from './pay.machine'
import { selectPaymentInProgress } from './pay.selectors'
import type { PayEmitted, PayFacts, ReadFacts } from './pay.types'
import { PaymentCancelledError } from './payErrors'

const shop = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const payment: CheckedPayment = {
  network: ethereumNetwork,
  amount: '2.5',
  recipient: shop,
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const held: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 0,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
}

function start(initial: Partial<PayFacts> = {}) {
  let facts: PayFacts = {
    closed: true,
    connectedNamespaces: ['eip155'],
    caipNetworkId: 'eip155:1',
    switching: false,
    ...initial,
  }
  const listeners = new Set<() => void>()
  const change = (next: Partial<PayFacts>) => {
    facts = { ...facts, ...next }
    for (const listener of listeners) listener()
  }
  const opened: string[] = []
  const switched: string[] = []
  let report: (event: TransactionReport) => void = () => {}
  const actor = createActor(
    payMachine.provide({
      actors: {
        send: sendMachine.provide({
          guards: { receiverIsAddress: receiverIsAddress(isValidAddress) },
          actors: {
            resolveReceiver: fromPromise(async ({ input }: { input: { receiver: string } }) => ({
              address: input.receiver,
            })),
            estimateFee: fromPromise<bigint, SendRequest>(async () => 21_000n),
            transfer: transferMachine.provide({
              actors: {
                submit: fromCallback<EventObject, TransactionInput<SendRequest>>(({ sendBack }) => {
                  report = sendBack
                }),
              },
            }),
          },
        }),
        widgetFacts: fromCallback<ReadFacts>(({ sendBack, receive }) => {
          const tell = () => sendBack({ type: 'app.facts', facts })
          receive(tell)
          tell()
          listeners.add(tell)
          return () => listeners.delete(tell)
        }),
        readBalances: fromPromise<readonly TokenBalance[], void>(async () => [held]),
      },
      actions: {
        // The widget's open: the modal opens (on the payment's network here).
        open: (_, { view }) => {
          opened.push(view)
          change({ closed: false })
        },
        switchNetwork: (_, { caipNetworkId }) => {
          if (caipNetworkId) switched.push(caipNetworkId)
        },
      },
    }),
  ).start()
  const emitted: PayEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  const form = () => {
    const send = actor.getSnapshot().children.send
    if (!send) throw new Error('the payment has no send form')
    return send
  }
  return {
    actor,
    change,
    opened,
    switched,
    emitted,
    form,
    report: (event: TransactionReport) => report(event),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('payMachine', () => {
  it('prefills the send, opens Pay, reads the balance, and ends with the confirmed hash', async () => {
    const run = start()
    run.actor.send({ type: 'host.pay', payment })
    expect(selectPaymentInProgress(run.actor.getSnapshot())).toBe(true)
    expect(run.opened).toEqual(['Pay'])
    expect(run.switched).toEqual([])
    await settle()
    const context = run.form().getSnapshot().context
    expect(context).toMatchObject({ amount: '2.5', receiver: shop, token: held })
    run.form().send({ type: 'user.send' })
    run.report({ type: 'transaction.submitted', hash: '0x1' })
    run.report({ type: 'transaction.confirmed', hash: '0x1' })
    expect(run.emitted).toEqual([
      { type: 'payment.succeeded', result: { hash: '0x1', caipNetworkId: 'eip155:1' } },
    ])
    expect(selectPaymentInProgress(run.actor.getSnapshot())).toBe(false)
    expect(run.form().getSnapshot().context.amount).toBe('')
  })

  it('connects first: opens Connect, and goes on once the namespace is connected', async () => {
    const run = start({ connectedNamespaces: [] })
    run.actor.send({ type: 'host.pay', payment })
    expect(run.opened).toEqual(['Connect'])
    run.change({ connectedNamespaces: ['eip155'] })
    expect(run.opened).toEqual(['Connect', 'Pay'])
  })

  it('is cancelled when the modal closes before the wallet connects', () => {
    const run = start({ connectedNamespaces: [] })
    run.actor.send({ type: 'host.pay', payment })
    run.change({ closed: true })
    expect(run.emitted).toEqual([{ type: 'payment.failed', error: new PaymentCancelledError() }])
    expect(selectPaymentInProgress(run.actor.getSnapshot())).toBe(false)
  })

  it("waits for a running switch, then moves the wallet to the payment's network", async () => {
    const run = start({ caipNetworkId: 'eip155:11155111', switching: true })
    run.actor.send({ type: 'host.pay', payment })
    expect(run.switched).toEqual([])
    run.change({ switching: false })
    expect(run.switched).toEqual(['eip155:1'])
    run.change({ caipNetworkId: 'eip155:1' })
    await settle()
    expect(run.form().getSnapshot().context.token).toEqual(held)
  })

  it('keeps the form after a refusal, and closing then ends the payment with it', async () => {
    const run = start()
    run.actor.send({ type: 'host.pay', payment })
    await settle()
    run.form().send({ type: 'user.send' })
    const refusal = new UserRejectedError({})
    run.report({ type: 'transaction.failed', error: refusal })
    expect(run.emitted).toEqual([])
    expect(run.form().getSnapshot().context.amount).toBe('2.5')
    run.change({ closed: true })
    expect(run.emitted).toEqual([{ type: 'payment.failed', error: refusal }])
  })

  it('lets a transfer in flight outlive the modal: its outcome settles the payment', async () => {
    const run = start()
    run.actor.send({ type: 'host.pay', payment })
    await settle()
    run.form().send({ type: 'user.send' })
    run.change({ closed: true })
    expect(run.emitted).toEqual([])
    run.report({ type: 'transaction.confirmed', hash: '0x2' })
    expect(run.emitted).toEqual([
      { type: 'payment.succeeded', result: { hash: '0x2', caipNetworkId: 'eip155:1' } },
    ])
  })
})
