import {
  selectOnrampError,
  selectOnrampQuote,
  selectOnrampStatus,
  selectOnrampUrl,
  widgetSystemIds,
} from '@airlock/core/internal'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { recordReliability } from '../reliability/reliabilityRecord'
import { connectedWidget, stackForWidgets } from './connectedWidget'

const { stack, widgets } = stackForWidgets()

async function connected() {
  // The widget's own clock: the quote's debounce and the purchase watch run in real time.
  const { widget, wallet, events, flow } = await connectedWidget(stack(), widgets, {
    config: { clock: undefined },
  })
  const onramp = flow(widgetSystemIds.onramp)
  return { widget, wallet, events, onramp }
}

describe('on-ramp on the local stack', () => {
  it('quotes inside the limits, refuses outside them, and a completed purchase is seen', async () => {
    const { onramp, events, wallet } = await connected()
    onramp.send({ type: 'user.load' })
    onramp.send({ type: 'user.setAmount', amount: '7500.01' })
    await waitFor(onramp, (snapshot) => selectOnrampError(snapshot) !== undefined, {
      timeout: 5_000,
    })
    expect(selectOnrampError(onramp.getSnapshot())?.message).toBe(
      'Amount must be between 10.00 and 7500.00 USD',
    )
    expect(selectOnrampQuote(onramp.getSnapshot())).toBeUndefined()

    onramp.send({ type: 'user.setAmount', amount: '100' })
    await waitFor(onramp, (snapshot) => selectOnrampQuote(snapshot) !== undefined, {
      timeout: 5_000,
    })
    expect(selectOnrampError(onramp.getSnapshot())).toBeUndefined()

    onramp.send({ type: 'user.buy' })
    await waitFor(onramp, (snapshot) => selectOnrampStatus(snapshot) === 'buying', {
      timeout: 5_000,
    })
    const url = new URL(selectOnrampUrl(onramp.getSnapshot()) ?? '')
    const order = url.searchParams.get('order')
    expect(order).toBeTruthy()

    const quoted = selectOnrampQuote(onramp.getSnapshot())?.purchaseAmount ?? ''
    const usdcHeld = () =>
      createPublicClient({ transport: http(stack().chains.mainnet.rpcUrl) }).readContract({
        address: stack().fixtures.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [wallet.address],
      })
    const before = await usdcHeld()
    // The person finishes on the provider's page: it sends the funds on chain.
    const completed = await fetch(new URL('/onramp/provider/complete', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order }),
    })
    expect(completed.ok).toBe(true)
    // The default purchase on chain 1 is USDC (spec §9); the provider delivers what was quoted.
    expect((await usdcHeld()) - before).toBe(parseUnits(quoted, 6))
    await waitFor(onramp, (snapshot) => selectOnrampStatus(snapshot) !== 'buying', {
      timeout: 30_000,
    })
    // The widget polls the history every 5 s (onrampPrograms.ts), so this takes one round.
    expect(events.map((event) => event.type)).toContain('ONRAMP_SUCCESS')
  }, 60_000)

  it('a failed quote stores its error and gives no quote (issue 15); the next amount quotes again', async () => {
    const { onramp } = await connected()
    stack().services.api.setFault('/v1/onramp/quote', { kind: 'status', status: 500 })
    onramp.send({ type: 'user.load' })
    onramp.send({ type: 'user.setAmount', amount: '100' })
    await waitFor(onramp, (snapshot) => selectOnrampError(snapshot) !== undefined, {
      timeout: 5_000,
    })
    expect(selectOnrampError(onramp.getSnapshot())).toMatchObject({
      _tag: 'HttpStatusError',
      status: 500,
    })
    expect(selectOnrampQuote(onramp.getSnapshot())).toBeUndefined()

    stack().services.api.clearFaults()
    onramp.send({ type: 'user.setAmount', amount: '120' })
    await waitFor(onramp, (snapshot) => selectOnrampQuote(snapshot) !== undefined, {
      timeout: 5_000,
    })
    expect(selectOnrampError(onramp.getSnapshot())).toBeUndefined()
    expect(Number(selectOnrampQuote(onramp.getSnapshot())?.paymentTotal)).toBe(120)
  }, 30_000)

  it("a provider URL off the providers' sites is refused before it opens (issue 28)", async (context) => {
    const badUrls = ['javascript:alert(document.domain)', 'https://evil.example/pay']
    recordReliability(context, {
      area: 'bad input',
      tried: "the API's on-ramp provider URL: javascript: and another site",
      cases: badUrls.length,
      expected: 'OnrampUrlRefusedError, no URL for the popup, the form kept',
    })
    const { onramp } = await connected()
    onramp.send({ type: 'user.load' })
    onramp.send({ type: 'user.setAmount', amount: '100' })
    await waitFor(onramp, (snapshot) => selectOnrampQuote(snapshot) !== undefined, {
      timeout: 5_000,
    })
    for (const url of badUrls) {
      stack().services.api.setFault('/v1/generators/onrampurl', {
        kind: 'status',
        status: 200,
        json: { url },
      })
      onramp.send({ type: 'user.buy' })
      expect(selectOnrampStatus(onramp.getSnapshot())).toBe('opening')
      await waitFor(onramp, (snapshot) => selectOnrampStatus(snapshot) !== 'opening', {
        timeout: 5_000,
      })
      expect(selectOnrampError(onramp.getSnapshot())).toMatchObject({
        _tag: 'OnrampUrlRefusedError',
        message: "The provider's page is not on the provider's site",
      })
      // Nothing for the view to open, and the form is kept for another try.
      expect(selectOnrampUrl(onramp.getSnapshot())).toBeUndefined()
      expect(selectOnrampStatus(onramp.getSnapshot())).toBe('editing')
    }
  })
})
