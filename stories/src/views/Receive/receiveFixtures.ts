// The Receive view's stories: every EVM network the core knows, as configured networks of an
// eip155 account (most without an image, so their initials show).
import { type CaipNetwork, evmNetworks } from '@airlock/core'
import { storyNetworks } from '../NetworkList/networkFixtures'

const withImages = new Set(storyNetworks.map((network) => network.caipNetworkId))

export const manyNetworks: readonly CaipNetwork[] = [
  ...storyNetworks,
  ...evmNetworks.filter((network) => !withImages.has(network.caipNetworkId)).slice(0, 15),
]
