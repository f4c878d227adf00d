// For the widget's integration tests: createWidget with the memory adapter serving one eip155
// wallet ('io.metamask') on Ethereum and Sepolia, a simulated clock and in-memory storage; every
// widget a test makes is destroyed after it. Ours only, not in @airlock/core/testing: it
// registers vitest hooks.
import { afterEach } from 'vitest'
import { SimulatedClock } from 'xstate'
import type { ChainAdapter } from '../adapter'
import { ethereumNetwork, sepoliaNetwork } from '../domain/networks/evm'
import { memoryBackend, type StorageBackend } from '../services/storage/storageBackend'
import type { WidgetConfig } from '../widget/config'
import { createWidget, type Widget } from '../widget/createWidget'
import type { WidgetEvent } from '../widget/hostEvents'
import type { WidgetState } from '../widget/widgetState'
import { testWallet } from './fixtures'
import { createMemoryAdapter } from './memoryAdapter'
import { untilWidgetState } from './untilWidgetState'

export const testWidgetNetworks = [ethereumNetwork, sepoliaNetwork]
export const testWidgetWallet = testWallet('io.metamask')

/**
 * Call once at a test file's top level: gives `setup(overrides, storage, { authorized })`, a new
 * widget with its adapter's controls, clock, storage, the host events it told, and `until`.
 */
export function widgetsForFile() {
  const widgets: Widget[] = []
  afterEach(async () => {
    for (const widget of widgets.splice(0)) await widget.destroy()
  })
  return function setup(
    overrides: Partial<WidgetConfig> = {},
    storage: StorageBackend = memoryBackend(),
    { authorized = false } = {},
    /** Adapters of other namespaces, after the eip155 one (their networks are added). */
    others: readonly ChainAdapter[] = [],
  ) {
    const { adapter, controls } = createMemoryAdapter({
      namespace: 'eip155',
      networks: testWidgetNetworks,
      wallets: [testWidgetWallet],
    })
    // A wallet that already trusts the site, as after an earlier visit.
    if (authorized) controls.authorize(testWidgetWallet.connector.id)
    const clock = new SimulatedClock()
    const widget = createWidget({
      projectId: 'test-project',
      adapters: [adapter, ...others],
      ...(others.length > 0
        ? { networks: [...testWidgetNetworks, ...others.flatMap((other) => other.networks)] }
        : {}),
      storage,
      clock,
      ...overrides,
    })
    widgets.push(widget)
    const events: WidgetEvent[] = []
    widget.on('*', (event) => events.push(event))
    const until = (predicate: (state: WidgetState) => boolean) =>
      untilWidgetState(widget, predicate)
    return { widget, adapter, controls, clock, storage, events, until }
  }
}
