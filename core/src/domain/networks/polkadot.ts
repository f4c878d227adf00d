// spec §3: the Polkadot relay chain; the CAIP-2 reference is the genesis-hash prefix.
import type { CaipNetwork } from '../types'

export const polkadotMainnet: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  network: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  testnet: false,
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  assets: { imageId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' },
}

export const polkadotNetworks: readonly CaipNetwork[] = [polkadotMainnet]
