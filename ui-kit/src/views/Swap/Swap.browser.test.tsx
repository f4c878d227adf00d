// The Swap view in Chromium over the real widget: the EVM adapter, the injected test wallet (the
// dev account, which holds the fixture tokens), the local chains and the local Blockchain API's
// convert routes. A rejected approval shows its alert and keeps the form; approving then
// swapping moves the tokens on chain and returns to Account (spec §2, §4).
import { DEBOUNCE_MS } from '@airlock/core/internal'
import { act } from 'react'
import { createPublicClient, erc20Abi, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { dialog, modalHarness, until } from '../../../../test/browser/modalHarness'
import { viewQueries } from '../../testing/viewQueries'

const { stack, mount } = modalHarness()
const { view: swapView, button: buttonNamed, input } = viewQueries('Swap')
const labelled = (name: string) =>
  swapView()?.querySelector<HTMLButtonElement>(`[aria-label^="${name}"]`)

const mainnet = createPublicClient({ transport: http(stack.rpcUrls.mainnet) })
const usdcOf = (address: `0x${string}`) =>
  mainnet.readContract({
    address: stack.fixtures.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** USDC → TT, 100 typed and quoted: the Approve button is ready. */
async function quoted() {
  const mounted = mount()
  await mounted.connect()
  mounted.open({ view: 'Swap' })
  const from = await until(() => labelled('You pay: ETH'), 'the native coin chosen to pay with')
  await act(() => userEvent.click(from))
  await act(async () =>
    userEvent.click(await until(() => buttonNamed(/USD Coin/), 'USD Coin listed')),
  )
  await act(() => userEvent.click(labelled('You receive') as HTMLButtonElement))
  await act(async () => userEvent.click(await until(() => buttonNamed(/Test Token/), 'TT listed')))
  await act(() => userEvent.fill(input('You pay') as HTMLInputElement, '100'))
  expect(buttonNamed(/Getting a quote/)?.disabled).toBe(true)
  act(() => mounted.clock.increment(DEBOUNCE_MS))
  const approve = await until(() => buttonNamed(/^Approve USDC$/), 'the Approve button')
  return { ...mounted, approve }
}

describe('Swap view', () => {
  it('shows the quote and its preview, then approves and swaps on chain', async () => {
    const { wallet, approve } = await quoted()
    expect(input('You receive')?.value).toBe('40')
    const preview = swapView()?.querySelector('[data-testid="swap-preview"]')?.textContent
    expect(preview).toContain('1 USDC = 0.4 TT')
    expect(preview).toContain('0.00%')
    const before = await usdcOf(wallet.address as `0x${string}`)
    await act(() => userEvent.click(approve))
    const swap = await until(() => {
      const button = buttonNamed(/^Swap$/)
      return button && !button.disabled && button
    }, 'the Swap button enabled')
    expect(swapView()?.textContent).toContain('Approved: you can swap now')
    await act(() => userEvent.click(swap))
    await until(() => dialog()?.querySelector('[data-view="Account"]'), 'the Account view')
    expect(await usdcOf(wallet.address as `0x${string}`)).toBe(before - 100_000000n)
  })

  it('a rejected approval shows an alert and keeps the form', async () => {
    const { wallet, approve } = await quoted()
    wallet.controls.rejectNext('eth_sendTransaction')
    await act(() => userEvent.click(approve))
    const alert = await until(() => swapView()?.querySelector('[role="alert"]'), 'the alert')
    expect(alert.textContent).toBe('You rejected the approval')
    expect(input('You pay')?.value).toBe('100')
    expect(buttonNamed(/^Approve USDC$/)?.disabled).toBe(false)
  })
})
