// The swap machine with its side effects swapped in (STYLE.md rule 12): a simulated clock for
// the 500 ms debounce, scripted tokens and quotes, and a scripted transaction sender.
import { describe, expect, it } from 'vitest'
import { createActor, type EventObject, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { DEBOUNCE_MS } from '../../constants'
import { TransactionRevertedError } from '../../errors/transaction'
import { UserRejectedError } from '../../errors/walletRpc'
import type { TransactionInput, TransactionReport } from '../transaction/transaction.machine'
import { swapMachine, swapStepMachine } from './swap.machine'
import {
  selectSwapError,
  selectSwapForm,
  selectSwapPreview,
  selectSwapStatus,
  selectSwapTransaction,
} from './swap.selectors'
import type { SwapEmitted, SwapPreview, SwapRequest, SwapStep, SwapTokenOption } from './swap.types'
import { SwapNoLiquidityError } from './swapErrors'

const token = (symbol: string, address: string, decimals: number, balance: string) =>
  ({
    name: symbol,
    symbol,
    address: `eip155:1:${address}`,
    decimals,
    logoUri: '',
    eip2612: false,
    balance,
  }) satisfies SwapTokenOption
const eth = token('ETH', `0x${'e'.repeat(40)}`, 18, '2')
const usdc = token('USDC', `0x${'1'.repeat(40)}`, 6, '500')
const tt = token('TT', `0x${'2'.repeat(40)}`, 18, '0')

const preview = (approvalNeeded: boolean): SwapPreview => ({
  toAmount: '400',
  rate: 400,
  priceImpact: 0,
  networkFee: '0.0001',
  approvalNeeded,
})

type Send = (event: TransactionReport) => void

function start(options: { approvalNeeded?: boolean; quoteFails?: Error } = {}) {
  const clock = new SimulatedClock()
  const quotes: SwapRequest[] = []
  const sent: { step: SwapStep; request: SwapRequest; report: Send }[] = []
  let loads = 0
  const actor = createActor(
    swapMachine.provide({
      actors: {
        loadTokens: fromPromise<readonly SwapTokenOption[], { caipNetworkId: string }>(async () => {
          loads++
          return [eth, usdc, tt]
        }),
        quote: fromPromise<SwapPreview, SwapRequest>(async ({ input }) => {
          quotes.push(input)
          if (options.quoteFails) throw options.quoteFails
          return preview(options.approvalNeeded ?? false)
        }),
        sendTransaction: swapStepMachine.provide({
          actors: {
            submit: fromCallback<EventObject, TransactionInput<SwapRequest & { step: SwapStep }>>(
              ({ input: { request }, sendBack }) => {
                sent.push({ step: request.step, request, report: sendBack })
              },
            ),
          },
        }),
      },
    }),
    { clock },
  ).start()
  const emitted: SwapEmitted[] = []
  actor.on('*', (event) => emitted.push(event as SwapEmitted))
  return { actor, clock, quotes, sent, emitted, loads: () => loads }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** On chain 1 with the tokens loaded and `amount` of `from` typed and quoted. */
async function quoted(run: ReturnType<typeof start>, from: SwapTokenOption, amount: string) {
  run.actor.send({ type: 'app.network', caipNetworkId: 'eip155:1' })
  run.actor.send({ type: 'user.load' })
  await settle()
  run.actor.send({ type: 'user.setFrom', token: from })
  run.actor.send({ type: 'user.setTo', token: tt })
  run.actor.send({ type: 'user.setAmount', amount })
  run.clock.increment(DEBOUNCE_MS)
  await settle()
}

describe('swap machine', () => {
  it('refuses a chain that is not a spec §9 swap chain with the spec message', () => {
    const { actor, loads } = start()
    actor.send({ type: 'app.network', caipNetworkId: 'eip155:11155111' })
    actor.send({ type: 'user.load' })
    expect(selectSwapStatus(actor.getSnapshot())).toBe('unsupported')
    expect(selectSwapError(actor.getSnapshot())?.message).toBe('Network not supported for Swaps')
    expect(loads()).toBe(0)
    actor.send({ type: 'app.network', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(selectSwapStatus(actor.getSnapshot())).toBe('unsupported')
  })

  it('loads the tokens when asked, the native coin first as the token to swap from', async () => {
    const run = start()
    run.actor.send({ type: 'app.network', caipNetworkId: 'eip155:42161' })
    expect(run.loads()).toBe(0)
    run.actor.send({ type: 'user.load' })
    expect(selectSwapStatus(run.actor.getSnapshot())).toBe('loading')
    await settle()
    expect(selectSwapForm(run.actor.getSnapshot())).toMatchObject({
      tokens: [eth, usdc, tt],
      from: eth,
      to: undefined,
    })
    expect(selectSwapStatus(run.actor.getSnapshot())).toBe('editing')
  })

  it('quotes only after the 500 ms debounce, with the amount in base units', async () => {
    const run = start()
    run.actor.send({ type: 'app.network', caipNetworkId: 'eip155:1' })
    run.actor.send({ type: 'user.load' })
    await settle()
    run.actor.send({ type: 'user.setTo', token: tt })
    run.actor.send({ type: 'user.setAmount', amount: '0.5' })
    run.clock.increment(DEBOUNCE_MS - 1)
    run.actor.send({ type: 'user.setAmount', amount: '1.5' })
    run.clock.increment(DEBOUNCE_MS - 1)
    await settle()
    expect(run.quotes).toHaveLength(0)
    expect(selectSwapStatus(run.actor.getSnapshot())).toBe('quoting')
    run.clock.increment(1)
    await settle()
    expect(run.quotes).toEqual([
      { caipNetworkId: 'eip155:1', from: eth, to: tt, amount: '1500000000000000000' },
    ])
    expect(selectSwapStatus(run.actor.getSnapshot())).toBe('quoted')
    expect(selectSwapPreview(run.actor.getSnapshot())).toEqual(preview(false))
  })

  it('refuses more than the balance and a malformed amount without quoting', async () => {
    const run = start()
    await quoted(run, usdc, '500.000001')
    expect(selectSwapError(run.actor.getSnapshot())).toMatchObject({
      _tag: 'SwapInsufficientBalanceError',
      message: 'Insufficient USDC balance',
    })
    run.actor.send({ type: 'user.setAmount', amount: '1.2.3' })
    run.clock.increment(DEBOUNCE_MS)
    await settle()
    expect(selectSwapError(run.actor.getSnapshot())?._tag).toBe('InvalidAmountError')
    expect(run.quotes).toHaveLength(0)
    run.actor.send({ type: 'user.setMax' })
    expect(selectSwapForm(run.actor.getSnapshot()).amount).toBe('500')
    expect(selectSwapError(run.actor.getSnapshot())).toBeUndefined()
  })

  it('shows the API having no quote as no liquidity, the form kept', async () => {
    const run = start({ quoteFails: new SwapNoLiquidityError() })
    await quoted(run, usdc, '10')
    expect(selectSwapError(run.actor.getSnapshot())?.message).toBe('Insufficient liquidity')
    expect(selectSwapStatus(run.actor.getSnapshot())).toBe('editing')
    expect(selectSwapForm(run.actor.getSnapshot())).toMatchObject({ from: usdc, amount: '10' })
  })

  it('approves first when the allowance is short, then swaps, reloads and reports success', async () => {
    const run = start({ approvalNeeded: true })
    await quoted(run, usdc, '10')
    run.actor.send({ type: 'user.swap' })
    expect(run.sent).toHaveLength(0)
    run.actor.send({ type: 'user.approve' })
    expect(selectSwapStatus(run.actor.getSnapshot())).toBe('approving')
    expect(run.sent[0]).toMatchObject({ step: 'approve', request: { amount: '10000000' } })
    // The form holds still while the approve is out.
    run.actor.send({ type: 'user.setAmount', amount: '20' })
    expect(selectSwapForm(run.actor.getSnapshot()).amount).toBe('10')
    run.sent[0]?.report({ type: 'transaction.submitted', hash: '0xa1' })
    expect(selectSwapTransaction(run.actor.getSnapshot())).toEqual({
      step: 'approve',
      hash: '0xa1',
      status: 'pending',
    })
    run.sent[0]?.report({ type: 'transaction.confirmed', hash: '0xa1' })
    expect(selectSwapStatus(run.actor.getSnapshot())).toBe('quoted')
    expect(selectSwapPreview(run.actor.getSnapshot())?.approvalNeeded).toBe(false)
    expect(selectSwapTransaction(run.actor.getSnapshot())).toEqual({
      step: 'approve',
      hash: '0xa1',
      status: 'confirmed',
    })
    run.actor.send({ type: 'user.swap' })
    expect(selectSwapStatus(run.actor.getSnapshot())).toBe('swapping')
    run.sent[1]?.report({ type: 'transaction.confirmed', hash: '0xb2' })
    expect(run.emitted).toEqual([
      { type: 'swap.succeeded', hash: '0xb2', caipNetworkId: 'eip155:1' },
    ])
    await settle()
    expect(run.loads()).toBe(2)
    expect(selectSwapForm(run.actor.getSnapshot())).toMatchObject({
      from: usdc,
      to: tt,
      amount: '',
    })
    expect(selectSwapTransaction(run.actor.getSnapshot())?.status).toBe('confirmed')
  })

  it.each([
    [
      'a rejected approval',
      true,
      new UserRejectedError({}),
      'approve',
      'User rejected the request.',
    ],
    [
      'a reverted swap',
      false,
      new TransactionRevertedError({ reason: 'slippage' }),
      'swap',
      'Transaction reverted: slippage',
    ],
  ] as const)(
    'ends %s in its error with the form kept',
    async (_, approvalNeeded, error, step, message) => {
      const run = start({ approvalNeeded })
      await quoted(run, usdc, '10')
      run.actor.send({ type: step === 'approve' ? 'user.approve' : 'user.swap' })
      run.sent[0]?.report({ type: 'transaction.failed', error })
      const snapshot = run.actor.getSnapshot()
      expect(selectSwapError(snapshot)?.message).toBe(message)
      expect(selectSwapStatus(snapshot)).toBe('quoted')
      expect(selectSwapForm(snapshot)).toMatchObject({ from: usdc, to: tt, amount: '10' })
      expect(selectSwapPreview(snapshot)?.approvalNeeded).toBe(approvalNeeded)
      expect(run.emitted.at(-1)).toMatchObject({ type: 'swap.failed', step })
      // Nothing lost: the same step again.
      run.actor.send({ type: step === 'approve' ? 'user.approve' : 'user.swap' })
      expect(run.sent).toHaveLength(2)
    },
  )

  it('starts over on another network and on reset', async () => {
    const run = start()
    await quoted(run, usdc, '10')
    run.actor.send({ type: 'app.network', caipNetworkId: 'eip155:10' })
    expect(selectSwapForm(run.actor.getSnapshot())).toMatchObject({ amount: '', from: undefined })
    run.actor.send({ type: 'app.reset' })
    expect(selectSwapForm(run.actor.getSnapshot()).tokens).toEqual([])
  })
})
