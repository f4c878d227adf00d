// What the widget-level integration tests share: a widget on the local stack (the EVM adapter
// on chains 1 and 11155111, the local Blockchain API, in-memory storage) with the injected test
// wallet announced to it and connected, and the host events it has emitted since.
import { createEvmAdapter } from '@airlock/adapters/evm'
import {
  createWidget,
  ethereumNetwork,
  sepoliaNetwork,
  type Widget,
  type WidgetConfig,
  type WidgetEvent,
} from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { memoryBackend } from '@airlock/core/testing'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { type AnyActorRef, SimulatedClock } from 'xstate'
import { type Stack, startStack, stopStack } from '../stack/stack'
import {
  announceTestWallet,
  createTestWallet,
  type TestWalletOptions,
} from '../wallets/injected/testWallet'

export const TEST_WALLET_RDNS = 'dev.airlock.testwallet'

export interface ConnectedWidgetOptions {
  /** Merged over the defaults (`clock: undefined` runs the widget on real time). */
  readonly config?: Partial<WidgetConfig>
  readonly wallet?: Partial<TestWalletOptions>
  /** Extra services (e.g. `nameZone`) beside the local API's URL. */
  readonly services?: Omit<NonNullable<WidgetConfig['services']>, 'blockchainApiUrl'>
  /** The widget's (not the wallet's) RPC URL for chain 1, e.g. a proxy in front of the node. */
  readonly mainnetRpcUrl?: string
}

/**
 * One local stack for the test file, reverted to its snapshot after each test, and the
 * widgets the test made destroyed: what every widget-level test file on the stack shares.
 */
export function stackForWidgets(): { readonly stack: () => Stack; readonly widgets: Widget[] } {
  let stack: Stack | undefined
  let revert: (() => Promise<void>) | undefined
  const widgets: Widget[] = []
  const started = () => {
    if (!stack) throw new Error('the stack is not running (beforeAll failed)')
    return stack
  }
  beforeAll(async () => {
    stack = await startStack()
  }, 30_000)
  afterAll(async () => {
    if (stack) await stopStack(stack)
  })
  beforeEach(async () => {
    revert = await started().snapshot()
  })
  afterEach(async () => {
    started().services.api.clearFaults()
    for (const widget of widgets.splice(0)) await widget.destroy()
    await revert?.()
  })
  return { stack: started, widgets }
}

/** Creates and registers (for `destroy` in afterEach) a widget on the stack, the test wallet
 * announced to it but not connected. */
export function widgetOnStack(
  stack: Stack,
  widgets: Widget[],
  {
    config = {},
    wallet: walletOptions = {},
    services = {},
    mainnetRpcUrl = stack.chains.mainnet.rpcUrl,
  }: ConnectedWidgetOptions = {},
) {
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: stack.chains.mainnet.rpcUrl },
      { id: 11155111, rpcUrl: stack.chains.sepolia.rpcUrl },
    ],
    info: { rdns: TEST_WALLET_RDNS },
    ...walletOptions,
  })
  const target = new EventTarget()
  announceTestWallet(wallet, target)
  const clock = new SimulatedClock()
  const widget = createWidget({
    projectId: 'local',
    adapters: [
      createEvmAdapter({
        networks: [ethereumNetwork, sepoliaNetwork],
        rpcUrls: { 1: [mainnetRpcUrl], 11155111: [stack.chains.sepolia.rpcUrl] },
        discovery: { target, legacyProvider: () => undefined },
      }),
    ],
    storage: memoryBackend(),
    clock,
    services: { blockchainApiUrl: stack.services.api.url, ...services },
    ...config,
  })
  widgets.push(widget)
  const events: WidgetEvent[] = []
  widget.on('*', (event) => events.push(event))
  const flow = (systemId: string) => widget.actor.system.get(systemId) as AnyActorRef
  return { widget, wallet, clock, events, flow }
}

/** Creates, connects and registers a widget on the stack; `events` start after the connect. */
export async function connectedWidget(
  stack: Stack,
  widgets: Widget[],
  options: ConnectedWidgetOptions = {},
) {
  const created = widgetOnStack(stack, widgets, options)
  await created.widget.connect({ connectorId: TEST_WALLET_RDNS })
  // Issue 27: the account's flows (send, activity, …) start on first use, as its views start them.
  await created.widget.flowStarting(widgetSystemIds.send)
  created.events.splice(0)
  return created
}
