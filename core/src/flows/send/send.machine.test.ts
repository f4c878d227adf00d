// The send machine with its side effects swapped in (STYLE.md rule 12, sendMachineHarness.ts):
// the form's rules, the receiver's lookup, the transfer and its failures, the network changes.
import { describe, expect, it } from 'vitest'
import { DEBOUNCE_MS } from '../../constants'
import type { SendRequest } from '../../domain/sendRequest'
import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionReplacedError,
  TransactionRevertedError,
  WaitForTransactionReceiptTimeoutError,
} from '../../errors/transaction'
import { UnusualRecipientError } from '../../errors/transferChecks'
import { UserRejectedError } from '../../errors/walletRpc'
import type { TransactionReport } from '../transaction/transaction.machine'
import {
  selectReceiverStatus,
  selectSendError,
  selectSendForm,
  selectSendStatus,
  selectSendTransaction,
} from './send.selectors'
import { fill, receiver, startSend as start, usdc } from './sendMachineHarness'

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
    ['TransactionNotFoundError', new TransactionNotFoundError({ hash: '0x1' }), 'notFound'],
    [
      'TransactionReceiptNotFoundError',
      new TransactionReceiptNotFoundError({ hash: '0x1' }),
      'notFound',
    ],
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

  it('issue 28 (4): a token send carries its listed decimals; "send anyway" after an unusual recipient sends again confirmed, and a new receiver asks again', () => {
    const requests: SendRequest[] = []
    const { actor } = start((request, report) => {
      requests.push(request)
      if (!request.recipientConfirmed) {
        report({
          type: 'transaction.failed',
          error: new UnusualRecipientError({ to: receiver, kind: 'offCurve' }),
        })
      } else report({ type: 'transaction.submitted', hash: '0x1' })
    })
    fill(actor)
    // Nothing to confirm yet.
    actor.send({ type: 'user.sendAnyway' })
    expect(requests).toEqual([])
    actor.send({ type: 'user.send' })
    expect(selectSendError(actor.getSnapshot())?._tag).toBe('UnusualRecipientError')
    actor.send({ type: 'user.sendAnyway' })
    expect(requests.map((request) => request.recipientConfirmed)).toEqual([undefined, true])
    expect(requests[0]).toMatchObject({ tokenAddress: expect.any(String), decimals: 6 })
    expect(selectSendStatus(actor.getSnapshot())).toBe('confirming')
  })

  it('issue 28 (4): the confirmation belongs to its receiver: a new one is asked about again', () => {
    const requests: SendRequest[] = []
    const { actor } = start((request, report) => {
      requests.push(request)
      report({
        type: 'transaction.failed',
        error: new UnusualRecipientError({ to: receiver, kind: 'tokenAccount' }),
      })
    })
    fill(actor)
    actor.send({ type: 'user.send' })
    actor.send({ type: 'user.sendAnyway' })
    actor.send({ type: 'user.setReceiver', receiver: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
    actor.send({ type: 'user.send' })
    expect(requests.map((request) => request.recipientConfirmed)).toEqual([
      undefined,
      true,
      undefined,
    ])
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
