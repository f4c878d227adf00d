// The tokens the local swap trades on every fixture chain: the native coin and the three
// fixture ERC-20s. Logos are inline SVG data URIs so they render offline without a route.
import type { Address } from 'viem'
import type { FixtureAddresses } from '../../fixtures/deployFixtures'
import { nativeTokenAddress } from '../../fixtures/swapFixture'
import type { PricedSymbol } from '../prices'

export interface SwapTokenInfo {
  readonly name: string
  readonly symbol: PricedSymbol
  readonly address: Address
  readonly decimals: number
}

export function swapTokensOf(fixtures: FixtureAddresses): readonly SwapTokenInfo[] {
  return [
    { name: 'Ether', symbol: 'ETH', address: nativeTokenAddress, decimals: 18 },
    { name: 'USD Coin', symbol: 'USDC', address: fixtures.usdc, decimals: 6 },
    { name: 'Tether USD', symbol: 'USDT', address: fixtures.usdt, decimals: 6 },
    { name: 'Test Token', symbol: 'TT', address: fixtures.tt, decimals: 18 },
  ]
}

export function findSwapToken(
  fixtures: FixtureAddresses,
  address: Address,
): SwapTokenInfo | undefined {
  return swapTokensOf(fixtures).find(
    (token) => token.address.toLowerCase() === address.toLowerCase(),
  )
}

const logoColors: Readonly<Record<PricedSymbol, string>> = {
  ETH: '#627eea',
  USDC: '#2775ca',
  USDT: '#26a17b',
  TT: '#8a63d2',
  SOL: '#9945ff',
}

/** A round badge with the symbol, as an SVG data URI. */
export function tokenLogoUri(symbol: PricedSymbol): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="${logoColors[symbol]}"/>` +
    '<text x="32" y="38" font-family="sans-serif" font-size="16" fill="#fff" ' +
    `text-anchor="middle">${symbol}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
