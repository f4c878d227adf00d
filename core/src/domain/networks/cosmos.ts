// spec §3: the Cosmos Hub; the CAIP-2 reference is the chain id.
import type { CaipNetwork } from '../types'

export const cosmosHub: CaipNetwork = {
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  network: 'cosmoshub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  testnet: false,
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:cosmoshub-4',
  assets: { imageId: 'cosmos:cosmoshub-4' },
}

export const cosmosNetworks: readonly CaipNetwork[] = [cosmosHub]
