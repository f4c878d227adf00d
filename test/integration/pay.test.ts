// Issue 15, spec §1 pay: a host's payment on the local stack, through the widget's handle. The
// request is checked before anything opens; the payment is a prefilled send of its own that
// the visitor confirms in the Pay view (here: the flow's user.send), on the payment's network
// (the wallet is moved there first); PAY_SUCCESS / PAY_ERROR reach the host; closing the modal
// before anything is sent rejects with the last failure or PaymentCancelledError.
import {
  PaymentCancelledError,
  PaymentInProgressError,
  type PaymentRequest,
  PaymentRequestInvalidError,
  PayNotEnabledError,
  type Widget,
} from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, waitFor } from 'xstate'
import { recordReliability } from '../reliability/reliabilityRecord'
import { connectedWidget, stackForWidgets } from './connectedWidget'

const { stack, widgets } = stackForWidgets()

const shop = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const usdcPayment = (amount = '2.5'): PaymentRequest => ({
  network: 'eip155:1',
  asset: stack().fixtures.usdc,
  amount,
  recipient: shop,
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
})
const usdcOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(stack().chains.mainnet.rpcUrl) }).readContract({
    address: stack().fixtures.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

async function payingWidget(pay = true) {
  // Real time: the modal's 300 ms opening delay runs.
  return connectedWidget(stack(), widgets, { config: { clock: undefined, features: { pay } } })
}

/** The Pay view shows a payment whose balance has been read (the form is ready to confirm). */
const ready = (widget: Widget, flow: AnyActorRef) =>
  waitFor(
    flow,
    (snapshot) =>
      widget.getState().view === 'Pay' &&
      snapshot.context.token?.quantity.numeric !== '0' &&
      snapshot.context.resolved !== undefined,
    { timeout: 10_000 },
  )

describe('pay on the local stack', () => {
  it('runs the payment as a prefilled send the visitor confirms, and resolves with its transaction', async () => {
    const { widget, flow, events } = await payingWidget()
    const pay = flow(widgetSystemIds.pay)
    const before = await usdcOf(shop)
    const paid = widget.pay(usdcPayment())
    await ready(widget, pay)
    expect(pay.getSnapshot().context).toMatchObject({ amount: '2.5', receiver: shop })
    expect(pay.getSnapshot().context.token).toMatchObject({ symbol: 'USDC', chainId: 'eip155:1' })
    // The visitor's own Send form is untouched.
    expect(flow(widgetSystemIds.send).getSnapshot().context.amount).toBe('')
    pay.send({ type: 'user.send' })
    const result = await paid
    expect(result.caipNetworkId).toBe('eip155:1')
    expect((await usdcOf(shop)) - before).toBe(parseUnits('2.5', 6))
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'PAY_SUCCESS',
        hash: result.hash,
        caipNetworkId: 'eip155:1',
      }),
    )
    expect(widget.getState().open).toBe(false)
    // Settled: the form is empty again and another payment may start.
    expect(pay.getSnapshot().context.token).toBeUndefined()
  }, 30_000)

  it('moves the wallet to the payment network first', async () => {
    const { widget, flow } = await payingWidget()
    widget.switchNetwork('eip155:11155111')
    await waitFor(
      flow(widgetSystemIds.network),
      () => widget.getState().caipNetwork?.id === 11155111,
    )
    const paid = widget.pay(usdcPayment('1'))
    await ready(widget, flow(widgetSystemIds.pay))
    expect(widget.getState().caipNetwork?.caipNetworkId).toBe('eip155:1')
    flow(widgetSystemIds.pay).send({ type: 'user.send' })
    await expect(paid).resolves.toMatchObject({ caipNetworkId: 'eip155:1' })
  }, 30_000)

  it('issue 28: a wallet that left the payment network is refused before it is asked to sign', async (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: "a wallet moved off the payment's network before the send (pay on Ethereum)",
      cases: 1,
      expected: 'WalletChainMismatchError before eth_sendTransaction; nothing moved; PAY rejects',
    })
    const { widget, flow, wallet } = await payingWidget()
    const pay = flow(widgetSystemIds.pay)
    const before = await usdcOf(shop)
    const paid = widget.pay(usdcPayment('1'))
    await ready(widget, pay)
    // The visitor moves the wallet to Sepolia in the wallet itself, with the payment on screen.
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xaa36a7' }],
    })
    pay.send({ type: 'user.send' })
    await waitFor(pay, (snapshot) => snapshot.context.error !== undefined, { timeout: 10_000 })
    expect(pay.getSnapshot().context.error).toMatchObject({
      _tag: 'WalletChainMismatchError',
      walletChainId: 11155111,
      chainId: 1,
    })
    const sends = wallet.controls
      .requests()
      .filter((request) => request.method === 'eth_sendTransaction')
    expect(sends).toEqual([])
    expect(await usdcOf(shop)).toBe(before)
    widget.close()
    await expect(paid).rejects.toMatchObject({ _tag: 'WalletChainMismatchError' })
  }, 30_000)

  it('reports a refusal to the host and, closed, rejects with it', async () => {
    const { widget, flow, events, wallet } = await payingWidget()
    const pay = flow(widgetSystemIds.pay)
    const paid = widget.pay(usdcPayment())
    await ready(widget, pay)
    wallet.controls.rejectNext('eth_sendTransaction')
    pay.send({ type: 'user.send' })
    await waitFor(pay, (snapshot) => snapshot.context.error !== undefined, { timeout: 10_000 })
    const refusal = pay.getSnapshot().context.error
    expect(events).toContainEqual(expect.objectContaining({ type: 'PAY_ERROR', error: refusal }))
    // The view keeps the form: still a payment in progress.
    await expect(widget.pay(usdcPayment())).rejects.toBeInstanceOf(PaymentInProgressError)
    widget.close()
    await expect(paid).rejects.toBe(refusal)
  }, 30_000)

  it('asks for more than the balance: the form says so, and closing cancels', async () => {
    const { widget, flow } = await payingWidget()
    const pay = flow(widgetSystemIds.pay)
    const paid = widget.pay({
      network: 'eip155:1',
      asset: 'native',
      amount: '1000000',
      recipient: shop,
    })
    await ready(widget, pay)
    pay.send({ type: 'user.send' })
    expect(pay.getSnapshot().context.error?.message).toBe('Insufficient ETH balance')
    widget.close()
    await expect(paid).rejects.toBeInstanceOf(PaymentCancelledError)
  }, 30_000)

  it('refuses a request it cannot run before anything opens', async () => {
    const off = await payingWidget(false)
    await expect(off.widget.pay(usdcPayment())).rejects.toBeInstanceOf(PayNotEnabledError)
    const { widget } = await payingWidget()
    const invalid: [Partial<PaymentRequest>, PaymentRequestInvalidError['field']][] = [
      [{ network: 'eip155:10' }, 'network'],
      [{ asset: 'not-an-address' }, 'asset'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '1.1234567' }, 'amount'], // more decimals than USDC has
      [{ amount: '-1' }, 'amount'],
      [{ recipient: 'bc1qnotevm' }, 'recipient'],
      [{ metadata: undefined }, 'metadata'],
    ]
    for (const [change, field] of invalid) {
      const failure = await widget.pay({ ...usdcPayment(), ...change }).catch((error) => error)
      expect(failure).toBeInstanceOf(PaymentRequestInvalidError)
      expect((failure as PaymentRequestInvalidError).field).toBe(field)
    }
    expect(widget.getState().open).toBe(false)
  }, 30_000)
})
