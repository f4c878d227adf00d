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
import { memoryBackend } from '@airlock/core/testing'
import { type AnyActorRef, SimulatedClock } from 'xstate'
import type { Stack } from '../stack/stack'
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
}

/** Creates, connects and registers (for `destroy` in afterEach) a widget on the stack. */
export async function connectedWidget(
  stack: Stack,
  widgets: Widget[],
  { config = {}, wallet: walletOptions = {}, services = {} }: ConnectedWidgetOptions = {},
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
        rpcUrls: { 1: [stack.chains.mainnet.rpcUrl], 11155111: [stack.chains.sepolia.rpcUrl] },
        discovery: { target, legacyProvider: () => undefined },
      }),
    ],
    storage: memoryBackend(),
    clock,
    services: { blockchainApiUrl: stack.services.api.url, ...services },
    ...config,
  })
  widgets.push(widget)
  await widget.connect({ connectorId: TEST_WALLET_RDNS })
  const events: WidgetEvent[] = []
  widget.on('*', (event) => events.push(event))
  const flow = (systemId: string) => widget.actor.system.get(systemId) as AnyActorRef
  return { widget, wallet, clock, events, flow }
}
