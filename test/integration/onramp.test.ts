// Issue 15 (the buy half) on the local stack: createWidget with the EVM adapter, the injected
// test wallet, anvil and the local Blockchain API with its on-ramp provider. Options load, a
// quote comes for an amount inside the card limits, one outside them is refused with the
// spec §9 limits, and buying opens the provider's URL; the provider completing the order sends
// real funds on chain 1, and the widget sees the purchase in the history (ONRAMP_SUCCESS).
import { createEvmAdapter } from '@airlock/adapters/evm'
import {
  createWidget,
  ethereumNetwork,
  selectOnrampError,
  selectOnrampQuote,
  selectOnrampStatus,
  selectOnrampUrl,
  sepoliaNetwork,
  type Widget,
  type WidgetEvent,
  widgetSystemIds,
} from '@airlock/core'
import { memoryBackend } from '@airlock/core/testing'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type AnyActorRef, waitFor } from 'xstate'
import { type Stack, startStack, stopStack } from '../stack/stack'
import { announceTestWallet, createTestWallet } from '../wallets/injected/testWallet'

let stack: Stack
let revert: () => Promise<void>
const widgets: Widget[] = []

beforeAll(async () => {
  stack = await startStack()
}, 30_000)
afterAll(async () => {
  await stopStack(stack)
})
beforeEach(async () => {
  revert = await stack.snapshot()
})
afterEach(async () => {
  for (const widget of widgets.splice(0)) await widget.destroy()
  await revert()
})

async function connected() {
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: stack.chains.mainnet.rpcUrl },
      { id: 11155111, rpcUrl: stack.chains.sepolia.rpcUrl },
    ],
    info: { rdns: 'dev.airlock.testwallet' },
  })
  const target = new EventTarget()
  announceTestWallet(wallet, target)
  // The widget's own clock: the quote's debounce and the purchase watch run in real time.
  const widget = createWidget({
    projectId: 'local',
    adapters: [
      createEvmAdapter({
        networks: [ethereumNetwork, sepoliaNetwork],
        rpcUrls: { 1: [stack.chains.mainnet.rpcUrl], 11155111: [stack.chains.sepolia.rpcUrl] },
        discovery: { target, legacyProvider: () => undefined },
      }),
    ],
    storage: memoryBackend(),
    services: { blockchainApiUrl: stack.services.api.url },
  })
  widgets.push(widget)
  await widget.connect({ connectorId: 'dev.airlock.testwallet' })
  const events: WidgetEvent[] = []
  widget.on('*', (event) => events.push(event))
  const onramp = widget.actor.system.get(widgetSystemIds.onramp) as AnyActorRef
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

    const before = await stack.chains.mainnet.request<string>('eth_getBalance', [
      wallet.address,
      'latest',
    ])
    // The person finishes on the provider's page: it sends the funds on chain.
    const completed = await fetch(new URL('/onramp/provider/complete', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order }),
    })
    expect(completed.ok).toBe(true)
    const after = await stack.chains.mainnet.request<string>('eth_getBalance', [
      wallet.address,
      'latest',
    ])
    expect(BigInt(after)).toBeGreaterThan(BigInt(before))
    await waitFor(onramp, (snapshot) => selectOnrampStatus(snapshot) !== 'buying', {
      timeout: 30_000,
    })
    // The widget polls the history every 5 s (onrampPrograms.ts), so this takes one round.
    expect(events.map((event) => event.type)).toContain('ONRAMP_SUCCESS')
  }, 60_000)
})
