// Networks for the view stories: real network definitions from the core. Stories make no request
// and have no directory: each shows the kit's bundled mark (issue 30, item 1).
import { type CaipNetwork, ethereumNetwork, evmNetworks, sepoliaNetwork } from '@airlock/core'

export const badge = (label: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${fill}"/><text x="32" y="40" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`

const byId = (id: number) => {
  const network = evmNetworks.find((candidate) => candidate.id === id)
  if (!network) throw new Error(`no network ${id}`)
  return network
}

export const ethereum = ethereumNetwork
export const sepolia = sepoliaNetwork
export const arbitrum = byId(42161)
export const optimism = byId(10)
export const base = byId(8453)

export const storyNetworks: readonly CaipNetwork[] = [ethereum, sepolia, arbitrum, optimism, base]
