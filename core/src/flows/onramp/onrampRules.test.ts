// spec §9 on-ramp rules: the Coinbase pay network of a chain and Meld's currency codes.
import { describe, expect, it } from 'vitest'
import { sampleOnrampOptions } from '../../services/blockchainApi/onrampSamples'
import { coinbaseNetwork, meldCurrencyCode } from './onrampRules'

const usdc = sampleOnrampOptions.purchaseCurrencies.find((currency) => currency.id === 'USDC')

describe('coinbaseNetwork', () => {
  it('names a Coinbase pay chain, solana for Solana, and ethereum anywhere else', () => {
    expect(coinbaseNetwork(usdc, 'eip155:137')).toBe('polygon')
    expect(coinbaseNetwork(usdc, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana')
    expect(coinbaseNetwork(usdc, 'eip155:11155111')).toBe('ethereum')
    expect(coinbaseNetwork(undefined, undefined)).toBe('ethereum')
  })
})

describe('meldCurrencyCode', () => {
  it('is the symbol on Ethereum and for SOL on Solana, else the symbol and the network', () => {
    expect(meldCurrencyCode('USDC', 'ethereum')).toBe('USDC')
    expect(meldCurrencyCode('SOL', 'solana')).toBe('SOL')
    expect(meldCurrencyCode('USDC', 'solana')).toBe('USDC_SOLANA')
    expect(meldCurrencyCode('USDC', 'polygon')).toBe('USDC_POLYGON')
  })
})
