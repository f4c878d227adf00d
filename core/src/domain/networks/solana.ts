// spec §3: Solana networks; the CAIP-2 reference is the genesis-hash prefix of each cluster.
import type { CaipNetwork } from '../types'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

function solanaNetwork(
  id: string,
  name: string,
  network: string,
  rpc: string,
  cluster: string,
): CaipNetwork {
  return {
    id,
    name,
    network,
    nativeCurrency: sol,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Solscan', url: `https://solscan.io${cluster}` } },
    testnet: network !== 'solana-mainnet',
    chainNamespace: 'solana',
    caipNetworkId: `solana:${id}`,
    assets: { imageId: `solana:${id}` },
  }
}

export const solanaMainnet = solanaNetwork(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'solana-mainnet',
  'https://api.mainnet-beta.solana.com',
  '',
)
export const solanaDevnet = solanaNetwork(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'solana-devnet',
  'https://api.devnet.solana.com',
  '/?cluster=devnet',
)
export const solanaTestnet = solanaNetwork(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'solana-testnet',
  'https://api.testnet.solana.com',
  '/?cluster=testnet',
)

export const solanaNetworks: readonly CaipNetwork[] = [solanaMainnet, solanaDevnet, solanaTestnet]
