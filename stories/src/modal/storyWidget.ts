// A real widget for the modal's stories: the core's in-memory adapter (one wallet, two
// networks), memory storage, xstate's SimulatedClock (toasts stay until the story ends) and a
// fetch that refuses, so a story never reaches a public service; it answers only the account's
// identity (spec §7) when the story gives the account a name.
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

const refuse = () => Promise.reject(new TypeError('stories make no request'))

/** A fetch that answers `GET /v1/identity/{address}` with `name`, and refuses the rest. */
const identityFetch =
  (name: string): typeof fetch =>
  (input) =>
    String(input instanceof Request ? input.url : input).includes('/v1/identity/')
      ? Promise.resolve(Response.json({ name, avatar: null }))
      : refuse()

export async function storyWidget({
  connected = false,
  accountName,
}: {
  readonly connected?: boolean
  readonly accountName?: string
} = {}): Promise<StoryWidget> {
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
    services: { fetch: accountName ? identityFetch(accountName) : refuse },
  })
  // Stories read the widget's state as they start: its code first (decision 0037).
  await widget.ready
  if (connected) await widget.connect({ connectorId: 'w' })
  return { widget, clock }
}
