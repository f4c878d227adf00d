// spec §3: EVM networks, built from viem's chain definitions plus the CAIP fields.
import type { Chain } from 'viem'
import {
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  berachain,
  blast,
  bsc,
  celo,
  fantom,
  gnosis,
  kaia,
  linea,
  mainnet,
  mantle,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  scroll,
  sepolia,
  zksync,
  zora,
} from 'viem/chains'
import type { CaipNetwork } from '../types'

/** A network slug from a display name: `OP Mainnet` -> `op-mainnet`. */
function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Maps a viem `Chain` to a `CaipNetwork` on the `eip155` namespace (spec §3). */
export function fromViemChain(
  chain: Chain,
  imageId?: string,
  network: string = slug(chain.name),
): CaipNetwork {
  const explorer = chain.blockExplorers?.default
  const { http, webSocket } = chain.rpcUrls.default
  return {
    id: chain.id,
    name: chain.name,
    network,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: webSocket === undefined ? { http } : { http, webSocket } },
    ...(explorer === undefined
      ? {}
      : { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }),
    testnet: chain.testnet === true,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.id}`,
    assets: { imageId: imageId ?? `eip155:${chain.id}` },
  }
}

// spec §3: Ethereum is id 1; Sepolia is 11155111. The `@__PURE__` marks (here and below) let a
// bundler drop what a page does not use: a page on two networks does not download viem's other
// chain definitions and their serializers (issue 10).
export const ethereumNetwork = /* @__PURE__ */ fromViemChain(mainnet, undefined, 'mainnet')
export const sepoliaNetwork = /* @__PURE__ */ fromViemChain(sepolia, undefined, 'sepolia')

/** spec §9: swap via 1inch on 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554. */
const swapChains: readonly Chain[] = [
  arbitrum,
  optimism,
  zksync,
  base,
  bsc,
  polygon,
  gnosis,
  avalanche,
  fantom,
  kaia,
  aurora,
]

/** spec §9: Coinbase pay chains not already listed (berachain 80094, celo 42220). */
const coinbasePayChains: readonly Chain[] = [berachain, celo]

const otherMainnets: readonly Chain[] = [zora, linea, scroll, mantle, blast]

const testnets: readonly Chain[] = [baseSepolia, optimismSepolia, arbitrumSepolia, polygonAmoy]

function listEvmNetworks(): readonly CaipNetwork[] {
  return [
    ethereumNetwork,
    sepoliaNetwork,
    ...[...swapChains, ...coinbasePayChains, ...otherMainnets, ...testnets].map((chain) =>
      fromViemChain(chain),
    ),
  ]
}

/** Every EVM network the widget supports. */
export const evmNetworks: readonly CaipNetwork[] = /* @__PURE__ */ listEvmNetworks()
