import { erc20Abi, formatEther, formatUnits, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  BalanceResponse,
  FungiblePriceResponse,
  type TokenBalance,
} from '../../../core/src/services/blockchainApi/responses'
import { fixtureAddresses, holder } from '../fixtures/deployFixtures'
import {
  decoded,
  expectBadRequest,
  freshAccount,
  useApiHarness,
  walletOn,
} from './testing/apiHarness'

const { usdc, usdt, tt } = fixtureAddresses

function bySymbol(balances: readonly TokenBalance[], symbol: string): TokenBalance | undefined {
  return balances.find((balance) => balance.symbol === symbol)
}

describe('GET /v1/account/{address}/balance (spec §7)', () => {
  const { stack, get, post } = useApiHarness()
  const balancesOf = async (address: string, query: Record<string, string> = {}) =>
    decoded(
      BalanceResponse,
      await get(`/v1/account/${address}/balance`, { currency: 'usd', ...query }),
    ).balances

  it("answers the holder's native and fixture-token balances as read on chain, priced", async () => {
    const { client } = walletOn(stack(), 'mainnet')
    const balances = await balancesOf(holder, { chainId: 'eip155:1' })
    const onChain = async (address: `0x${string}`) =>
      client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
    const eth = formatEther(await client.getBalance({ address: holder }))
    expect(balances.map(({ symbol }) => symbol)).toEqual(['ETH', 'USDC', 'USDT', 'TT'])
    expect(bySymbol(balances, 'ETH')).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 3000,
      value: Number(eth) * 3000,
      quantity: { decimals: '18', numeric: eth },
      iconUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/icons\/ETH\.svg$/),
    })
    expect(bySymbol(balances, 'USDC')).toMatchObject({
      address: `eip155:1:${usdc}`,
      price: 1,
      quantity: { decimals: '6', numeric: formatUnits(await onChain(usdc), 6) },
    })
    expect(bySymbol(balances, 'USDT')?.quantity.numeric).toBe(formatUnits(await onChain(usdt), 6))
    const ttNumeric = formatUnits(await onChain(tt), 18)
    expect(bySymbol(balances, 'TT')).toMatchObject({
      address: `eip155:1:${tt}`,
      price: 2.5,
      value: Number(ttNumeric) * 2.5,
      quantity: { decimals: '18', numeric: ttNumeric },
    })
  })

  it('moves by exactly the amounts of real ETH, USDC and USDT transfers', async () => {
    const { wallet, mined } = walletOn(stack(), 'mainnet')
    const to = freshAccount().address
    const before = await balancesOf(holder, { chainId: 'eip155:1' })
    await mined(await wallet.sendTransaction({ to, value: parseEther('1.5') }))
    for (const [address, amount] of [
      [usdc, '12.5'],
      [usdt, '0.25'],
    ] as const) {
      const hash = await wallet.writeContract({
        address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, 6)],
        gas: 100_000n, // USDT-like: `transfer` returns nothing, so no simulation
      })
      await mined(hash)
    }
    const after = await balancesOf(holder, { chainId: 'eip155:1' })
    const units = (balances: readonly TokenBalance[], symbol: string) =>
      parseUnits(bySymbol(balances, symbol)?.quantity.numeric ?? 'NaN', 6)
    expect(units(before, 'USDC') - units(after, 'USDC')).toBe(12_500_000n)
    expect(units(before, 'USDT') - units(after, 'USDT')).toBe(250_000n)

    const received = await balancesOf(to, { chainId: 'eip155:1' })
    expect(received).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        quantity: { decimals: '18', numeric: '1.5' },
        value: 4500,
      }),
      expect.objectContaining({
        symbol: 'USDC',
        quantity: { decimals: '6', numeric: '12.5' },
        value: 12.5,
      }),
      expect.objectContaining({
        symbol: 'USDT',
        quantity: { decimals: '6', numeric: '0.25' },
        value: 0.25,
      }),
    ])
  })

  it('lists the native coin at zero, and no token, for an address that holds nothing', async () => {
    const balances = await balancesOf(freshAccount().address, { chainId: 'eip155:11155111' })
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', chainId: 'eip155:11155111', value: 0 }),
    ])
    expect(balances[0]?.quantity.numeric).toBe('0')
  })

  it('covers every local chain without a chainId, none for a chain the stack does not run', async () => {
    const all = await balancesOf(holder)
    expect(new Set(all.map(({ chainId }) => chainId))).toEqual(
      new Set(['eip155:1', 'eip155:11155111']),
    )
    expect(
      all.find(({ chainId, symbol }) => chainId === 'eip155:11155111' && symbol === 'USDC'),
    ).toMatchObject({ address: `eip155:11155111:${usdc}` })
    expect(await balancesOf(holder, { chainId: 'eip155:424242' })).toEqual([])
    expect(await balancesOf(holder, { chainId: 'eip155:137' })).toEqual([])
  })

  it('refuses an invalid address and a currency other than usd', async () => {
    expectBadRequest(
      await get('/v1/account/0x1234/balance', { currency: 'usd' }),
      'invalid address',
    )
    expectBadRequest(await get(`/v1/account/${holder}/balance`, { currency: 'eur' }), 'currency')
  })

  describe('POST /v1/fungible/price', () => {
    it('prices the fixture tokens and the native coin, leaving unknown addresses out', async () => {
      const answer = await post('/v1/fungible/price', {
        currency: 'usd',
        projectId: 'p',
        addresses: [
          `eip155:1:${tt.toLowerCase()}`,
          'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          `eip155:11155111:${usdc}`,
          'eip155:1:0x0000000000000000000000000000000000000bad',
          `eip155:137:${usdc}`,
        ],
      })
      expect(decoded(FungiblePriceResponse, answer).fungibles).toEqual([
        {
          name: 'Test Token',
          symbol: 'TT',
          iconUrl: expect.stringContaining('/icons/TT.svg'),
          price: 2.5,
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: expect.stringContaining('/icons/ETH.svg'),
          price: 3000,
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          iconUrl: expect.stringContaining('/icons/USDC.svg'),
          price: 1,
        },
      ])
    })

    it('refuses a currency other than usd', async () => {
      expectBadRequest(
        await post('/v1/fungible/price', { currency: 'eur', addresses: [] }),
        'currency',
      )
    })
  })
})
