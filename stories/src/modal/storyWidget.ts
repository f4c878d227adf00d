// A real widget for the modal's stories: the core's in-memory adapter (one wallet, two
// networks), memory storage, xstate's SimulatedClock (toasts stay until the story ends) and a
// fetch that refuses, so a story never reaches a public service.
import { createWidget, type Widget } from '@airlock/core'
import { createMemoryAdapter, memoryBackend, testNetwork, testWallet } from '@airlock/core/testing'
import { SimulatedClock } from 'xstate'

export const sepoliaTestNetwork = {
  ...testNetwork,
  id: 11155111,
  name: 'Sepolia',
  network: 'sepolia',
  testnet: true,
  caipNetworkId: 'eip155:11155111' as const,
}

export interface StoryWidget {
  readonly widget: Widget
  readonly clock: SimulatedClock
}

export async function storyWidget({ connected = false } = {}): Promise<StoryWidget> {
  const { adapter } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [testNetwork, sepoliaTestNetwork],
    wallets: [testWallet('w')],
  })
  const clock = new SimulatedClock()
  const widget = createWidget({
    projectId: 'p',
    adapters: [adapter],
    storage: memoryBackend(),
    clock,
    enableTelemetry: false,
    features: { analytics: false },
    services: { fetch: () => Promise.reject(new TypeError('stories make no request')) },
  })
  if (connected) await widget.connect({ connectorId: 'w' })
  return { widget, clock }
}
