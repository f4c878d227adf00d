// Small, real fixtures shared by the core's unit tests.
import type { CaipNetwork, Connector } from '../domain/types'

/** A local stand-in for Ethereum mainnet (chain id 1 on 127.0.0.1:8545, as in the local stack). */
export const testNetwork: CaipNetwork = {
  id: 1,
  name: 'Ethereum',
  network: 'mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: false,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  assets: {},
}

/** A wallet for `createMemoryAdapter`: an announced connector with one EOA account. */
export function testWallet(id: string, type: Connector['type'] = 'ANNOUNCED') {
  return {
    connector: { id, name: id, type, chain: 'eip155', provider: { id } } satisfies Connector,
    accounts: [
      { namespace: 'eip155' as const, address: `0x${id.padStart(40, '0')}`, type: 'eoa' as const },
    ],
  }
}
