// Small, real fixtures shared by the core's unit tests.
import type {
  CaipNetwork,
  CaipNetworkId,
  Connector,
  EmbeddedWalletUser,
  TokenBalance,
} from '../domain/types'
import type { OpeningFacts } from '../flows/modal/views'

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

/** A held token: `quantity.numeric` of `symbol` on `chainId`, with no price, value nor icon. */
export function testToken(
  symbol: string,
  chainId: CaipNetworkId,
  quantity: TokenBalance['quantity'],
): TokenBalance {
  return { name: symbol, symbol, chainId, value: 0, price: 0, quantity, iconUrl: '' }
}

/** spec §2 opening facts of a first visit on a desktop: adapters configured, nothing connected. */
export const testOpeningFacts: OpeningFacts = {
  connected: false,
  hasAdapters: true,
  isMobile: false,
  signInNeeded: false,
  unsupportedChain: false,
}

/** The embedded wallet's signed-in user ada@example.com: one EOA account, `address`, on chain 1. */
export function testEmbeddedUser(address: string): EmbeddedWalletUser {
  return {
    email: 'ada@example.com',
    address,
    chainId: 1,
    preferredAccountType: 'eoa',
    accounts: [{ address, type: 'eoa' }],
  }
}
