// What the API knows of the fixture tokens (test/stack/fixtures/deployFixtures.ts deploys them
// with these names, symbols and decimals) and of the native coin, with prices from prices.ts.
import { type Address, getAddress } from 'viem'
import type { FixtureAddresses } from '../fixtures/deployFixtures'
import { type PricedSymbol, usdPrices } from './prices'

export interface FungibleInfo {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** USD; only for tokens of the price table. */
  readonly price?: number
}

export interface FixtureToken extends FungibleInfo {
  readonly address: Address
}

/** spec §7 /v1/fungible/price: the address that stands for a chain's native coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const nativeCoin: FungibleInfo = {
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  price: usdPrices.ETH,
}

function isPricedSymbol(symbol: string): symbol is PricedSymbol {
  return Object.hasOwn(usdPrices, symbol)
}

export function usdPriceOf(symbol: string): number | undefined {
  return isPricedSymbol(symbol) ? usdPrices[symbol] : undefined
}

/** The fixture ERC-20s (the NFT is not fungible). */
export function fixtureTokens(fixtures: FixtureAddresses): FixtureToken[] {
  return [
    { address: fixtures.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
    { address: fixtures.usdt, name: 'Tether USD', symbol: 'USDT', decimals: 6 },
    { address: fixtures.tt, name: 'Test Token', symbol: 'TT', decimals: 18 },
  ].map((token) => ({
    ...token,
    address: getAddress(token.address),
    price: usdPriceOf(token.symbol),
  }))
}

/** A stable icon address on this server (icons.ts draws it). */
export function iconUrl(publicUrl: string, label: string): string {
  return `${publicUrl}/icons/${encodeURIComponent(label)}.svg`
}
