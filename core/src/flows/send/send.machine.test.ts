// The send machine with its side effects swapped in (STYLE.md rule 12): a simulated clock for
// the 500 ms debounce, a resolver and a scripted transfer standing in for the adapter.
import { describe, expect, it } from 'vitest'
import { createActor, type EventObject, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { DEBOUNCE_MS } from '../../constants'
import type { SendRequest } from '../../domain/sendRequest'
import { NameResolveError } from '../../errors/sdk'
import {
  TransactionReplacedError,
  TransactionRevertedError,
  WaitForTransactionReceiptTimeoutError,
} from '../../errors/transaction'
import { UserRejectedError } from '../../errors/walletRpc'
import type { TokenBalance } from '../../services/blockchainApi/responses'
import type { TransactionInput, TransactionReport } from '../transaction/transaction.machine'
import { sendMachine, transferMachine } from './send.machine'
import {
  selectReceiverStatus,
  selectSendError,
  selectSendFee,
  selectSendForm,
  selectSendStatus,
  selectSendTransaction,
} from './send.selectors'
import type { ResolvedReceiver, SendEmitted } from './send.types'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 250,
  quantity: { decimals: '6', numeric: '250.5' },
  iconUrl: '',
}

/** A transfer that reports what the test scripts, once the test lets it. */
function start(script: (request: SendRequest, report: (event: TransactionReport) => void) => void) {
  const clock = new SimulatedClock()
  const requests: SendRequest[] = []
  const feeRequests: SendRequest[] = []
  const names: Record<string, ResolvedReceiver> = {
    'alice.reown.id': {
      address: receiver,
      profileName: 'alice.reown.id',
      profileImageUrl: 'a.png',
    },
  }
  const actor = createActor(
    sendMachine.provide({
      actors: {
        resolveReceiver: fromPromise<ResolvedReceiver, { receiver: string }>(async ({ input }) => {
          const found = names[input.receiver]
          if (found) return found
          if (input.receiver.startsWith('0x'))
            return { address: input.receiver, profileName: 'bob' }
          throw new NameResolveError()
        }),
        // 21000 gas at 2 wei; an amount of 13 cannot be estimated (the node refuses it).
        estimateFee: fromPromise<bigint, SendRequest>(async ({ input }) => {
          feeRequests.push(input)
          if (input.amount === 13_000_000n) throw new Error('execution reverted')
          return 42_000n
        }),
        transfer: transferMachine.provide({
          actors: {
            submit: fromCallback<EventObject, TransactionInput<SendRequest>>(
              ({ input, sendBack }) => {
                requests.push(input.request)
                script(input.request, sendBack)
              },
            ),
          },
        }),
      },
    }),
    { clock },
  ).start()
  const emitted: SendEmitted[] = []
  actor.on('*', (event) => emitted.push(event as SendEmitted))
  actor.send({ type: 'app.network', namespace: 'eip155', changed: false })
  return { actor, clock, requests, feeRequests, emitted }
}

const fill = (actor: ReturnType<typeof start>['actor'], amount = '1.5', to = receiver) => {
  actor.send({ type: 'user.setToken', token: usdc })
  actor.send({ type: 'user.setAmount', amount })
  actor.send({ type: 'user.setReceiver', receiver: to })
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('send machine: the network fee (issue 25)', () => {
  it('is estimated once the filled-in form settles, and again after each change', async () => {
    const { actor, clock, feeRequests } = start(() => {})
    fill(actor)
    expect(selectSendFee(actor.getSnapshot())).toBeUndefined()
    clock.increment(DEBOUNCE_MS)
    await settle()
    expect(selectSendFee(actor.getSnapshot())).toBe(42_000n)
    expect(feeRequests).toEqual([
      expect.objectContaining({
        to: receiver,
        amount: 1_500_000n,
        tokenAddress: usdc.address?.split(':').at(-1),
      }),
    ])
    // A change drops the old estimate at once; the settled form is asked again.
    actor.send({ type: 'user.setAmount', amount: '13' })
    expect(selectSendFee(actor.getSnapshot())).toBeUndefined()
    clock.increment(DEBOUNCE_MS)
    await settle()
    expect(feeRequests).toHaveLength(2)
    // The node could not estimate it: no fee rather than a wrong one.
    expect(selectSendFee(actor.getSnapshot())).toBeUndefined()
  })

  it('waits for a name to resolve, and asks nothing for a form that is no transfer yet', async () => {
    const { actor, clock, feeRequests } = start(() => {})
    fill(actor, '1', 'alice.reown.id')
    for (let step = 0; step < 3; step++) {
      clock.increment(DEBOUNCE_MS)
      await settle()
    }
    expect(selectSendFee(actor.getSnapshot())).toBe(42_000n)
    expect(feeRequests.at(-1)).toMatchObject({ to: receiver, amount: 1_000_000n })
    const asked = feeRequests.length
    actor.send({ type: 'user.setAmount', amount: 'abc' })
    clock.increment(DEBOUNCE_MS)
    await settle()
    expect(feeRequests).toHaveLength(asked)
    expect(selectSendFee(actor.getSnapshot())).toBeUndefined()
  })
})

describe('send machine', () => {
  it('refuses an empty form with the spec §5 messages, amount and receiver first, then token', () => {
    const { actor, requests } = start(() => {})
    actor.send({ type: 'user.send' })
    expect(selectSendError(actor.getSnapshot())?.message).toBe(
      'An amount and receiver address are required',
    )
    actor.send({ type: 'user.setAmount', amount: '1' })
    actor.send({ type: 'user.setReceiver', receiver })
    actor.send({ type: 'user.send' })
    expect(selectSendError(actor.getSnapshot())?.message).toBe('A token is required')
    expect(requests).toHaveLength(0)
  })

  it('refuses more than the balance and a malformed amount without asking the wallet', () => {
    const { actor, requests } = start(() => {})
    fill(actor, '250.6')
    actor.send({ type: 'user.send' })
    expect(selectSendError(actor.getSnapshot())?._tag).toBe('SendInsufficientBalanceError')
    actor.send({ type: 'user.setAmount', amount: '1.2.3' })
    actor.send({ type: 'user.send' })
    expect(selectSendError(actor.getSnapshot())?._tag).toBe('InvalidAmountError')
    expect(requests).toHaveLength(0)
  })

  it('a wallet that never answers can be given up on: the form is editable again, typed', () => {
    const { actor, emitted, requests } = start(() => {})
    fill(actor)
    actor.send({ type: 'user.send' })
    expect(selectSendStatus(actor.getSnapshot())).toBe('sending')
    actor.send({ type: 'user.cancel' })
    expect(selectSendStatus(actor.getSnapshot())).toBe('editing')
    expect(selectSendError(actor.getSnapshot())?._tag).toBe('RequestAbortedError')
    expect(emitted.at(-1)).toMatchObject({ type: 'send.failed' })
    // The form is kept and a second try asks the wallet again.
    expect(actor.getSnapshot().context.amount).toBe('1.5')
    actor.send({ type: 'user.send' })
    expect(requests).toHaveLength(2)
  })

  it('takes an address at once and looks up its profile', async () => {
    const { actor } = start(() => {})
    actor.send({ type: 'user.setReceiver', receiver })
    expect(selectReceiverStatus(actor.getSnapshot())).toBe('valid')
    await Promise.resolve()
    await Promise.resolve()
    expect(selectSendForm(actor.getSnapshot()).receiverProfileName).toBe('bob')
  })

  it('resolves a name after the 500 ms debounce, and marks an unknown one', async () => {
    const { actor, clock } = start(() => {})
    actor.send({ type: 'user.setReceiver', receiver: 'alice.reown.id' })
    expect(selectReceiverStatus(actor.getSnapshot())).toBe('resolving')
    clock.increment(DEBOUNCE_MS - 1)
    await Promise.resolve()
    expect(selectSendForm(actor.getSnapshot()).receiverAddress).toBeUndefined()
    clock.increment(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(selectReceiverStatus(actor.getSnapshot())).toBe('valid')
    expect(selectSendForm(actor.getSnapshot())).toMatchObject({
      receiverAddress: receiver,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImageUrl: 'a.png',
    })
    actor.send({ type: 'user.setReceiver', receiver: 'nobody.reown.id' })
    clock.increment(DEBOUNCE_MS)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(selectReceiverStatus(actor.getSnapshot())).toBe('notFound')
    actor.send({ type: 'user.setReceiver', receiver: 'not an address' })
    expect(selectReceiverStatus(actor.getSnapshot())).toBe('invalid')
  })

  it('sends, shows pending with the hash, then resets the form and reports success', () => {
    let report: (event: TransactionReport) => void = () => {}
    const { actor, requests, emitted } = start((_, sendBack) => {
      report = sendBack
    })
    fill(actor)
    actor.send({ type: 'user.send' })
    expect(selectSendStatus(actor.getSnapshot())).toBe('sending')
    expect(requests[0]).toMatchObject({
      caipNetworkId: 'eip155:1',
      namespace: 'eip155',
      to: receiver,
      amount: 1_500_000n,
      tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
    report({ type: 'transaction.submitted', hash: '0xabc' })
    expect(selectSendStatus(actor.getSnapshot())).toBe('confirming')
    expect(selectSendTransaction(actor.getSnapshot())).toEqual({ hash: '0xabc', status: 'pending' })
    report({ type: 'transaction.replaced', reason: 'repriced', hash: '0xdef' })
    expect(selectSendTransaction(actor.getSnapshot())).toMatchObject({
      status: 'replaced',
      replacedReason: 'repriced',
    })
    report({ type: 'transaction.confirmed', hash: '0xdef' })
    expect(selectSendStatus(actor.getSnapshot())).toBe('editing')
    expect(selectSendForm(actor.getSnapshot())).toMatchObject({ amount: '', receiver: '' })
    expect(selectSendForm(actor.getSnapshot()).token).toBeUndefined()
    expect(selectSendTransaction(actor.getSnapshot())).toEqual({
      hash: '0xdef',
      status: 'confirmed',
    })
    expect(emitted).toContainEqual(
      expect.objectContaining({ type: 'send.succeeded', hash: '0xdef' }),
    )
  })

  it('refuses a receiver that is not valid (yet) with a typed error', () => {
    const { actor, requests } = start(() => {})
    fill(actor, '1', 'not an address')
    actor.send({ type: 'user.send' })
    expect(selectSendError(actor.getSnapshot())).toMatchObject({
      _tag: 'SendReceiverInvalidError',
      message: 'Invalid receiver address',
    })
    actor.send({ type: 'user.setReceiver', receiver: 'alice.reown.id' })
    actor.send({ type: 'user.send' })
    expect(selectSendError(actor.getSnapshot())?._tag).toBe('SendReceiverInvalidError')
    expect(requests).toHaveLength(0)
  })

  it('holds the form still while the transfer is in flight, and reports what was sent', () => {
    let report: (event: TransactionReport) => void = () => {}
    const { actor, emitted } = start((_, sendBack) => {
      report = sendBack
    })
    fill(actor)
    actor.send({ type: 'user.send' })
    actor.send({ type: 'user.setAmount', amount: '99' })
    actor.send({ type: 'user.setReceiver', receiver: 'alice.reown.id' })
    expect(selectSendForm(actor.getSnapshot())).toMatchObject({ amount: '1.5', receiver })
    report({ type: 'transaction.confirmed', hash: '0x2' })
    expect(emitted).toContainEqual(
      expect.objectContaining({
        type: 'send.succeeded',
        request: expect.objectContaining({ amount: 1_500_000n }),
      }),
    )
  })

  it('keeps the form as it was when the wallet rejects', () => {
    const { actor, emitted } = start((_, report) =>
      report({ type: 'transaction.failed', error: new UserRejectedError({}) }),
    )
    fill(actor)
    actor.send({ type: 'user.send' })
    const snapshot = actor.getSnapshot()
    expect(selectSendStatus(snapshot)).toBe('editing')
    expect(selectSendError(snapshot)?._tag).toBe('UserRejectedError')
    expect(selectSendForm(snapshot)).toMatchObject({ token: usdc, amount: '1.5', receiver })
    expect(emitted.map((event) => event.type)).toContain('send.failed')
  })

  it.each([
    ['TransactionRevertedError', new TransactionRevertedError({}), 'reverted'],
    [
      'WaitForTransactionReceiptTimeoutError',
      new WaitForTransactionReceiptTimeoutError({}),
      'timedOut',
    ],
    ['TransactionReplacedError', new TransactionReplacedError({ reason: 'replaced' }), 'replaced'],
  ] as const)('marks a %s after submission as %s', (_tag, error, status) => {
    const { actor } = start((_, report) => {
      report({ type: 'transaction.submitted', hash: '0x1' })
      report({ type: 'transaction.failed', error })
    })
    fill(actor)
    actor.send({ type: 'user.send' })
    expect(selectSendTransaction(actor.getSnapshot())).toEqual({ hash: '0x1', status })
    expect(selectSendForm(actor.getSnapshot()).amount).toBe('1.5')
  })

  it('drops the token on a new chain and the whole form on a new namespace (spec §4)', () => {
    const { actor } = start(() => {})
    fill(actor)
    actor.send({ type: 'app.network', namespace: 'eip155', changed: true })
    expect(selectSendForm(actor.getSnapshot())).toMatchObject({ amount: '1.5', receiver })
    expect(selectSendForm(actor.getSnapshot()).token).toBeUndefined()
    actor.send({ type: 'user.setToken', token: usdc })
    actor.send({ type: 'app.network', namespace: 'solana', changed: true })
    expect(selectSendForm(actor.getSnapshot())).toMatchObject({ amount: '', receiver: '' })
  })
})
