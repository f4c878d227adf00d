// The transaction machine with a scripted submit actor standing in for the wallet (STYLE.md rule
// 12): sending until the hash, confirming until the receipt, and the outcome as its output.
import { describe, expect, it } from 'vitest'
import { createActor, type EventObject, fromCallback, SimulatedClock } from 'xstate'
import { CONFIRMATION_WAIT_MS } from '../../constants'
import { UnexpectedError } from '../../errors/errorInfo'
import { TransactionRevertedError } from '../../errors/transaction'
import { UserRejectedError } from '../../errors/walletRpc'
import { ActorNotProvidedError } from '../effectActors'
import {
  type TransactionInput,
  type TransactionReport,
  transactionMachine,
} from './transaction.machine'

interface Request {
  readonly to: string
}

function start(clock?: SimulatedClock) {
  const submitted: Request[] = []
  let report: (event: TransactionReport) => void = () => {}
  let stopped = false
  const actor = createActor(
    transactionMachine<Request>().provide({
      actors: {
        submit: fromCallback<EventObject, TransactionInput<Request>>(({ input, sendBack }) => {
          submitted.push(input.request)
          report = sendBack
          return () => {
            stopped = true
          }
        }),
      },
    }),
    { input: { request: { to: '0xbob' } }, ...(clock ? { clock } : {}) },
  ).start()
  return {
    actor,
    submitted,
    report: (event: TransactionReport) => report(event),
    stopped: () => stopped,
  }
}

describe('transactionMachine', () => {
  it('is sending until the wallet gives the hash, then confirming until the receipt', () => {
    const run = start()
    expect(run.submitted).toEqual([{ to: '0xbob' }])
    expect(run.actor.getSnapshot().hasTag('sending')).toBe(true)
    run.report({ type: 'transaction.submitted', hash: '0x1' })
    expect(run.actor.getSnapshot().hasTag('confirming')).toBe(true)
    expect(run.actor.getSnapshot().context.transaction).toEqual({ hash: '0x1', status: 'pending' })
    run.report({ type: 'transaction.replaced', reason: 'repriced', hash: '0x2' })
    expect(run.actor.getSnapshot().context.transaction).toEqual({
      hash: '0x2',
      status: 'replaced',
      replacedReason: 'repriced',
    })
    run.report({ type: 'transaction.confirmed', hash: '0x2' })
    const done = run.actor.getSnapshot()
    expect(done.status).toBe('done')
    expect(done.output).toEqual({ outcome: { type: 'confirmed', hash: '0x2' } })
    expect(done.context.transaction).toEqual({ hash: '0x2', status: 'confirmed' })
    expect(run.stopped()).toBe(true)
  })

  it('spec §9 confirmation wait: still unconfirmed 25 s after it was sent, it is slow; it confirms later all the same', () => {
    const clock = new SimulatedClock()
    const run = start(clock)
    // The wallet's prompt does not count: the wait starts with the hash.
    clock.increment(CONFIRMATION_WAIT_MS)
    run.report({ type: 'transaction.submitted', hash: '0x1' })
    clock.increment(CONFIRMATION_WAIT_MS - 1)
    expect(run.actor.getSnapshot().context.transaction).toEqual({ hash: '0x1', status: 'pending' })
    clock.increment(1)
    expect(run.actor.getSnapshot().context.transaction).toEqual({
      hash: '0x1',
      status: 'pending',
      slow: true,
    })
    expect(run.actor.getSnapshot().hasTag('confirming')).toBe(true)
    run.report({ type: 'transaction.confirmed', hash: '0x1' })
    expect(run.actor.getSnapshot().output).toEqual({ outcome: { type: 'confirmed', hash: '0x1' } })
  })

  it("ends with the wallet's refusal as a typed failure", () => {
    const run = start()
    const error = new UserRejectedError({})
    run.report({ type: 'transaction.failed', error })
    expect(run.actor.getSnapshot().output).toEqual({
      outcome: { type: 'failed', error, transaction: undefined },
    })
  })

  it('says what became of a submitted transaction that failed (reverted)', () => {
    const run = start()
    run.report({ type: 'transaction.submitted', hash: '0x1' })
    const error = new TransactionRevertedError({})
    run.report({ type: 'transaction.failed', error })
    expect(run.actor.getSnapshot().output).toEqual({
      outcome: { type: 'failed', error, transaction: { hash: '0x1', status: 'reverted' } },
    })
  })

  it('stops the submit actor when the parent stops it (a cancel)', () => {
    const run = start()
    run.actor.stop()
    expect(run.stopped()).toBe(true)
  })

  it('fails with an UnexpectedError carrying ActorNotProvidedError when no submit is provided', () => {
    const actor = createActor(transactionMachine<Request>(), {
      input: { request: { to: '0xbob' } },
    }).start()
    const outcome = actor.getSnapshot().output?.outcome
    expect(outcome).toMatchObject({ type: 'failed', error: { _tag: 'UnexpectedError' } })
    const error = outcome?.type === 'failed' ? outcome.error : undefined
    expect(error).toBeInstanceOf(UnexpectedError)
    expect(error?._tag === 'UnexpectedError' && error.cause).toBeInstanceOf(ActorNotProvidedError)
  })
})
