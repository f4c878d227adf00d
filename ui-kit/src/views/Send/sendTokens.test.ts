import type { ApiTokenBalance } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { amountInUsd, displayAmount, tokenId, typedAmount } from './sendTokens'

const usdc: ApiTokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 0.999,
  value: 1234.56,
  quantity: { decimals: '6', numeric: '1234.567891' },
  iconUrl: '',
}

describe('sendTokens', () => {
  it('accepts digits and one decimal point only (spec §5 unit parsing)', () => {
    expect(typedAmount('')).toBe('')
    expect(typedAmount('12')).toBe('12')
    expect(typedAmount('1.5')).toBe('1.5')
    expect(typedAmount('.5')).toBe('.5')
    expect(typedAmount('2.')).toBe('2.')
    expect(typedAmount('0,25')).toBe('0.25')
    expect(typedAmount('1.2.3')).toBeUndefined()
    expect(typedAmount('1e5')).toBeUndefined()
    expect(typedAmount('-1')).toBeUndefined()
    expect(typedAmount('abc')).toBeUndefined()
  })

  it('floors the balance to 3 decimals and prices an amount', () => {
    expect(displayAmount(usdc)).toBe('1234.567')
    expect(amountInUsd('2', usdc)).toBeCloseTo(1.998)
    expect(amountInUsd('', usdc)).toBe(0)
    expect(amountInUsd('2', undefined)).toBe(0)
  })

  it('names the native coin by its network', () => {
    expect(tokenId(usdc)).toBe(usdc.address)
    const { address: _, ...eth } = usdc
    expect(tokenId(eth)).toBe('eip155:1:native')
  })
})
