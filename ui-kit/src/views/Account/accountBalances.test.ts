import { type ApiTokenBalance, ethereumNetwork, sepoliaNetwork } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { accountBalances } from './accountBalances'
import { nativeBalance } from './nativeBalance'

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

const usdc = token({
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0x0000000000000000000000000000000000000001',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
})

describe('accountBalances', () => {
  it('spec §4 query states: pending is loading, error is unavailable (spec §8)', () => {
    expect(accountBalances({ status: 'pending' }, ethereumNetwork)).toEqual({ status: 'loading' })
    expect(accountBalances({ status: 'error', data: [token({})] }, ethereumNetwork)).toEqual({
      status: 'unavailable',
    })
  })

  it('each token with its quantity floored to 3 decimals (spec §5), price and value', () => {
    const balances = accountBalances(
      { status: 'success', data: [token({}), usdc] },
      ethereumNetwork,
    )
    expect(balances).toMatchObject({
      status: 'ready',
      tokens: [
        { symbol: 'ETH', amount: '1.234', price: 3000, value: 3703.7034 },
        { symbol: 'USDC', amount: '12.500', price: 1, value: 12.5 },
      ],
    })
  })

  it("the total is the USD value of the network's listed tokens only", () => {
    const data = [
      token({}),
      usdc,
      // Another network's coin, and a 0-decimal token: neither listed nor counted.
      token({ chainId: 'eip155:11155111', value: 1000 }),
      token({
        symbol: 'NFTISH',
        address: 'eip155:1:0x02',
        value: 50,
        quantity: { decimals: '0', numeric: '3' },
      }),
      // No USD value: listed, counts as 0.
      token({ symbol: 'TT', address: 'eip155:1:0x03', value: undefined }),
    ]
    const balances = accountBalances({ status: 'success', data }, ethereumNetwork)
    expect(balances.status === 'ready' && balances.tokens.map((t) => t.symbol)).toEqual([
      'ETH',
      'USDC',
      'TT',
    ])
    expect(balances.status === 'ready' && balances.total).toBeCloseTo(3716.2034, 6)
  })

  it('drops 0-decimal tokens (spec §5) and other networks; nothing left totals 0', () => {
    const data = [
      token({ chainId: 'eip155:11155111' }),
      token({
        symbol: 'NFTISH',
        address: 'eip155:1:0x01',
        quantity: { decimals: '0', numeric: '3' },
      }),
    ]
    expect(accountBalances({ status: 'success', data }, ethereumNetwork)).toEqual({
      status: 'ready',
      tokens: [],
      total: 0,
    })
  })

  it('issue 30: on a testnet the tokens show their amounts only, and there is no total', () => {
    // The local API prices Sepolia ETH at $3,000: no value of it is shown nor counted.
    const data = [token({ chainId: 'eip155:11155111', value: 12_000 })]
    const balances = accountBalances({ status: 'success', data }, sepoliaNetwork)
    expect(balances).toEqual({
      status: 'ready',
      tokens: [
        {
          id: 'eip155:11155111:native',
          name: 'Ether',
          symbol: 'ETH',
          amount: '1.234',
          price: 3000,
          iconUrl: 'http://127.0.0.1/icons/ETH.svg',
        },
      ],
    })
  })
})

describe('nativeBalance', () => {
  it('spec §3: pending is loading; a failure shows 0.00 with the native symbol', () => {
    expect(nativeBalance({ status: 'pending' }, ethereumNetwork)).toEqual({ status: 'loading' })
    expect(nativeBalance({ status: 'error' }, sepoliaNetwork)).toEqual({
      status: 'failed',
      amount: '0.00',
      symbol: 'ETH',
    })
  })

  it('the RPC balance floored to 3 decimals (spec §5), valued at the API price', () => {
    const native = nativeBalance(
      { status: 'success', data: { balance: '2.5009', symbol: 'ETH' } },
      ethereumNetwork,
      [token({}), usdc],
    )
    expect(native).toMatchObject({ status: 'ready', amount: '2.500', symbol: 'ETH' })
    expect(native.status === 'ready' && native.value).toBeCloseTo(7502.7, 6)
    // Without the API's price there is no USD value.
    expect(
      nativeBalance({ status: 'success', data: { balance: '1', symbol: 'ETH' } }, ethereumNetwork),
    ).toEqual({ status: 'ready', amount: '1.000', symbol: 'ETH' })
  })

  it('issue 30: no USD value on a testnet, though the API prices its coin', () => {
    const native = nativeBalance(
      { status: 'success', data: { balance: '4', symbol: 'ETH' } },
      sepoliaNetwork,
      [token({ chainId: 'eip155:11155111' })],
    )
    expect(native).toEqual({ status: 'ready', amount: '4.000', symbol: 'ETH' })
  })
})
