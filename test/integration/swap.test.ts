import type { SwapStatus, SwapTokenOption } from '@airlock/core'
import {
  DEBOUNCE_MS,
  selectSwapError,
  selectSwapForm,
  selectSwapPreview,
  selectSwapStatus,
  widgetSystemIds,
} from '@airlock/core/internal'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, waitFor } from 'xstate'
import { connectedWidget, stackForWidgets } from './connectedWidget'

const { stack, widgets } = stackForWidgets()

const client = () => createPublicClient({ transport: http(stack().chains.mainnet.rpcUrl) })
const tokenBalance = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const allowance = (token: Address, owner: Address) =>
  client().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, stack().fixtures.swap],
  })

async function connected() {
  const { widget, wallet, clock, events } = await connectedWidget(stack(), widgets)
  // Issue 27: the account's flows start on first use.
  await widget.flowStarting(widgetSystemIds.swap)
  const swap = widget.actor.system.get(widgetSystemIds.swap) as AnyActorRef
  const until = (status: SwapStatus) =>
    waitFor(swap, (snapshot) => selectSwapStatus(snapshot) === status, { timeout: 20_000 })
  const owner = wallet.address as Address
  return {
    widget,
    wallet,
    events,
    swap,
    owner,
    until,
    /** The tokens loaded; `symbol`'s option. */
    token: (symbol: string) =>
      selectSwapForm(swap.getSnapshot()).tokens.find(
        (each: SwapTokenOption) => each.symbol === symbol,
      ) as SwapTokenOption,
    /** Loads the tokens, picks the pair, types the amount and waits out the debounce's quote. */
    quote: async (from: string, to: string, amount: string) => {
      swap.send({ type: 'user.load' })
      await until('editing')
      const tokens = selectSwapForm(swap.getSnapshot()).tokens as SwapTokenOption[]
      swap.send({ type: 'user.setFrom', token: tokens.find((each) => each.symbol === from) })
      swap.send({ type: 'user.setTo', token: tokens.find((each) => each.symbol === to) })
      swap.send({ type: 'user.setAmount', amount })
      clock.increment(DEBOUNCE_MS)
      await until('quoted')
      return selectSwapPreview(swap.getSnapshot())
    },
    succeeded: () =>
      waitFor(swap, () => events.some((event) => event.type === 'SWAP_SUCCESS'), {
        timeout: 20_000,
      }),
  }
}

describe('swap on the local stack', () => {
  it('approves and swaps USDC for TT: balances move by the quote within the slippage', async () => {
    const run = await connected()
    const { usdc, tt } = stack().fixtures
    const preview = await run.quote('USDC', 'TT', '100')
    // $1 USDC, $2.5 TT: 100 USDC buys 40 TT, at no price impact on the fixed-rate pool.
    expect(preview).toMatchObject({ toAmount: '40', rate: 0.4, approvalNeeded: true })
    expect(preview?.priceImpact).toBeCloseTo(0, 6)
    expect(Number(preview?.networkFee)).toBeGreaterThan(0)
    expect(run.token('USDC').balance).not.toBe('0')

    // No swap before its approve.
    run.swap.send({ type: 'user.swap' })
    expect(selectSwapStatus(run.swap.getSnapshot())).toBe('quoted')
    run.swap.send({ type: 'user.approve' })
    await run.until('approving')
    await waitFor(run.swap, (s) => selectSwapPreview(s)?.approvalNeeded === false, {
      timeout: 20_000,
    })
    expect(await allowance(usdc, run.owner)).toBe(100_000000n)

    const [usdcBefore, ttBefore] = await Promise.all([
      tokenBalance(usdc, run.owner),
      tokenBalance(tt, run.owner),
    ])
    run.swap.send({ type: 'user.swap' })
    await run.succeeded()
    const quoted = parseUnits('40', 18)
    expect(await tokenBalance(usdc, run.owner)).toBe(usdcBefore - 100_000000n)
    const received = (await tokenBalance(tt, run.owner)) - ttBefore
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(received).toBeLessThanOrEqual(quoted)
    expect(run.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['SWAP_SUCCESS', 'ACCOUNT_REFRESH']),
    )
    // The form is empty again and its balances fresh.
    await run.until('editing')
    expect(selectSwapForm(run.swap.getSnapshot()).amount).toBe('')
    const usdcShown = parseUnits(run.token('USDC').balance, 6)
    expect(usdcShown).toBe(usdcBefore - 100_000000n)
  }, 60_000)

  it('swaps the native coin for TT without an approve', async () => {
    const run = await connected()
    const preview = await run.quote('ETH', 'TT', '0.5')
    // $3000 ETH, $2.5 TT.
    expect(preview).toMatchObject({ toAmount: '600', approvalNeeded: false })
    run.swap.send({ type: 'user.approve' })
    expect(selectSwapStatus(run.swap.getSnapshot())).toBe('quoted')
    const ethBefore = await client().getBalance({ address: run.owner })
    const ttBefore = await tokenBalance(stack().fixtures.tt, run.owner)
    run.swap.send({ type: 'user.swap' })
    await run.succeeded()
    const received = (await tokenBalance(stack().fixtures.tt, run.owner)) - ttBefore
    expect(received).toBeGreaterThanOrEqual(parseUnits('594', 18))
    expect(received).toBeLessThanOrEqual(parseUnits('600', 18))
    const spent = ethBefore - (await client().getBalance({ address: run.owner }))
    // The amount plus the gas (well under 0.01 ETH on the local node).
    expect(spent).toBeGreaterThan(parseUnits('0.5', 18))
    expect(spent).toBeLessThan(parseUnits('0.51', 18))
  }, 60_000)

  it('refuses Sepolia, which is no spec §9 swap chain, with the spec message', async () => {
    const run = await connected()
    run.widget.switchNetwork('eip155:11155111')
    await run.until('unsupported')
    expect(selectSwapError(run.swap.getSnapshot())?.message).toBe('Network not supported for Swaps')
    run.swap.send({ type: 'user.load' })
    expect(selectSwapStatus(run.swap.getSnapshot())).toBe('unsupported')
    expect(selectSwapForm(run.swap.getSnapshot()).tokens).toEqual([])
  }, 30_000)

  it('keeps the form after a rejected approval, and approves on the next try', async () => {
    const run = await connected()
    await run.quote('USDC', 'TT', '25')
    run.wallet.controls.rejectNext('eth_sendTransaction')
    run.swap.send({ type: 'user.approve' })
    await waitFor(run.swap, (s) => selectSwapError(s) !== undefined, { timeout: 20_000 })
    const snapshot = run.swap.getSnapshot()
    expect(selectSwapError(snapshot)).toMatchObject({
      _tag: 'UserRejectedError',
      message: 'User rejected the request.',
    })
    expect(selectSwapStatus(snapshot)).toBe('quoted')
    expect(selectSwapForm(snapshot)).toMatchObject({ amount: '25' })
    expect(selectSwapForm(snapshot).from?.symbol).toBe('USDC')
    expect(run.events).toContainEqual(
      expect.objectContaining({ type: 'SWAP_ERROR', step: 'approve' }),
    )
    expect(await allowance(stack().fixtures.usdc, run.owner)).toBe(0n)

    run.swap.send({ type: 'user.approve' })
    await waitFor(run.swap, (s) => selectSwapPreview(s)?.approvalNeeded === false, {
      timeout: 20_000,
    })
    expect(await allowance(stack().fixtures.usdc, run.owner)).toBe(25_000000n)
  }, 60_000)
})
