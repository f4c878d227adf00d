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

/** A valid, deterministic EVM address derived from a short id. */
export function testAddress(id: string): `0x${string}` {
  const hex = [...id].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('')
  return `0x${hex.padStart(40, '0').slice(-40)}`
}

/** A wallet for `createMemoryAdapter`: an announced connector with one EOA account. */
export function testWallet(id: string, type: Connector['type'] = 'ANNOUNCED') {
  return {
    connector: { id, name: id, type, chain: 'eip155', provider: { id } } satisfies Connector,
    accounts: [{ namespace: 'eip155' as const, address: testAddress(id), type: 'eoa' as const }],
  }
}
