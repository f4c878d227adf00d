// The fixed USD price table of the local stack: balances, fungible prices, on-ramp quotes and
// the swap contract's rates all derive from it, so every number a test sees is checkable.
export const usdPrices = {
  ETH: 3000,
  USDC: 1,
  USDT: 1,
  TT: 2.5,
  SOL: 150,
} as const

export type PricedSymbol = keyof typeof usdPrices
