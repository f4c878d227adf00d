import { type ApiTokenBalance, ethereumNetwork, sepoliaNetwork } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { accountBalances } from './accountBalances'

const token = (overrides: Partial<ApiTokenBalance>): ApiTokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3703.7034,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.234567891' },
  iconUrl: 'http://127.0.0.1/icons/ETH.svg',
  ...overrides,
})

describe('accountBalances', () => {
  it('spec §4 query states: pending is loading, error is unavailable (spec §8)', () => {
    expect(accountBalances({ status: 'pending' }, ethereumNetwork)).toEqual({ status: 'loading' })
    expect(accountBalances({ status: 'error', data: [token({})] }, ethereumNetwork)).toEqual({
      status: 'unavailable',
    })
  })

  it("the active network's native coin leads; amounts floored to 3 decimals (spec §5)", () => {
    const usdc = token({
      name: 'USD Coin',
      symbol: 'USDC',
      address: 'eip155:1:0x0000000000000000000000000000000000000001',
      value: 12.5,
      price: 1,
      quantity: { decimals: '6', numeric: '12.5' },
    })
    const balances = accountBalances(
      { status: 'success', data: [token({}), usdc] },
      ethereumNetwork,
    )
    expect(balances).toMatchObject({
      status: 'ready',
      native: { symbol: 'ETH', amount: '1.234', value: 3703.7034 },
      tokens: [{ symbol: 'ETH' }, { symbol: 'USDC', amount: '12.500', value: 12.5 }],
    })
  })

  it('drops 0-decimal tokens (spec §5) and other networks; no native coin shows 0.000', () => {
    const data = [
      token({ chainId: 'eip155:1' }),
      token({
        symbol: 'NFTISH',
        address: 'eip155:11155111:0x01',
        quantity: { decimals: '0', numeric: '3' },
      }),
    ]
    expect(accountBalances({ status: 'success', data }, sepoliaNetwork)).toEqual({
      status: 'ready',
      native: { id: 'native', name: 'Sepolia Ether', symbol: 'ETH', amount: '0.000', value: 0 },
      tokens: [],
    })
  })
})
