// spec §3: Bitcoin networks (bip122); the CAIP-2 reference is the genesis block-hash prefix.
import type { CaipNetwork } from '../types'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

// Public Esplora endpoints (REST, not JSON-RPC): Bitcoin has no keyless public JSON-RPC.
export const bitcoinMainnet: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  network: 'bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  assets: { imageId: 'bip122:000000000019d6689c085ae165831e93' },
}

export const bitcoinTestnet: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  network: 'bitcoin-testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  assets: { imageId: 'bip122:000000000933ea01ad0ee984209779ba' },
}

export const bitcoinNetworks: readonly CaipNetwork[] = [bitcoinMainnet, bitcoinTestnet]
