// The core's in-memory adapter for the kit's tests: the test network, the given wallets, memory
// storage. `memoryWallets` is the widget config that puts it in place (for the modal harness's
// mount); `memoryWidget` a real widget over it on xstate's SimulatedClock, for tests without
// the local stack. Tests answer for the wallets through the adapter's controls.
import { createWidget, type WidgetConfig } from '@airlock/core'
import {
  createMemoryAdapter,
  type MemoryAdapterOptions,
  memoryBackend,
  testNetwork,
  testWallet,
} from '@airlock/core/testing'
import { SimulatedClock } from 'xstate'

type Wallets = MemoryAdapterOptions['wallets']

export function memoryWallets(wallets: Wallets = [testWallet('w')]) {
  const { adapter, controls } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [testNetwork],
    wallets,
  })
  const config = { adapters: [adapter], storage: memoryBackend() } satisfies Partial<WidgetConfig>
  return { controls, config }
}

export function memoryWidget(wallets?: Wallets, config: Partial<WidgetConfig> = {}) {
  const memory = memoryWallets(wallets)
  const clock = new SimulatedClock()
  const widget = createWidget({ projectId: 'p', clock, ...memory.config, ...config })
  return { widget, controls: memory.controls, clock }
}
