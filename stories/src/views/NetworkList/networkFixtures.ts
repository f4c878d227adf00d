// Networks for the view stories: real network definitions from the core, each with a small
// inline image (stories make no request).
import { type CaipNetwork, ethereumNetwork, evmNetworks, sepoliaNetwork } from '@airlock/core'

export const badge = (label: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${fill}"/><text x="32" y="40" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`

const withImage = (network: CaipNetwork, label: string, fill: string): CaipNetwork => ({
  ...network,
  assets: { ...network.assets, imageUrl: badge(label, fill) },
})

const byId = (id: number) => {
  const network = evmNetworks.find((candidate) => candidate.id === id)
  if (!network) throw new Error(`no network ${id}`)
  return network
}

export const ethereum = withImage(ethereumNetwork, 'E', '#4a5fc1')
export const sepolia = withImage(sepoliaNetwork, 'S', '#6b7280')
export const arbitrum = withImage(byId(42161), 'A', '#1f6fb2')
export const optimism = withImage(byId(10), 'OP', '#d0121b')
export const base = withImage(byId(8453), 'B', '#0052ff')

export const storyNetworks: readonly CaipNetwork[] = [ethereum, sepolia, arbitrum, optimism, base]
