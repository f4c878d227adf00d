import { Schema } from 'effect'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  BalanceResponse,
  HistoryResponse,
  OnrampOptionsResponse,
  OnrampQuoteResponse,
  OnrampUrlResponse,
} from '../../../../core/src/services/blockchainApi/responses'
import { fixtureAddresses } from '../../fixtures/deployFixtures'
import {
  type Answer,
  decoded,
  expectBadRequest,
  freshAccount,
  useApiHarness,
  walletOn,
} from '../testing/apiHarness'
import { DEFAULT_PURCHASE } from './onrampUrl'

/** What the local provider answers when a purchase completes (not a widget call). */
const Completed = Schema.Struct({
  hash: Schema.String,
  chainId: Schema.String,
  amount: Schema.String,
  asset: Schema.String,
})

describe('on-ramp: options, quotes, URL and the local provider (spec §7, §9)', () => {
  const { stack, api, get, post } = useApiHarness()

  it('offers USD and EUR with the spec §9 card and bank limits, and USDC, ETH and SOL', async () => {
    const options = decoded(OnrampOptionsResponse, await get('/v1/onramp/options'))
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank', min: '10.00', max: '25000.00' },
    ]
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
    expect(options.purchaseCurrencies.map(({ symbol }) => symbol)).toEqual(['USDC', 'ETH', 'SOL'])
    const usdcNetworks = options.purchaseCurrencies[0]?.networks ?? []
    expect(usdcNetworks.map(({ chain_id }) => chain_id)).toEqual(['1', '137'])
    expect(usdcNetworks[0]?.contract_address).toBe(fixtureAddresses.usdc)
  })

  it('quotes with a 1.5% fee from the price table, in exact decimal strings', async () => {
    const quote = async (body: object) =>
      decoded(OnrampQuoteResponse, await post('/v1/onramp/quote', body))
    const eth = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
    expect(eth).toEqual({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.50', currency: 'USD' },
      purchaseAmount: { amount: '0.03283333', currency: 'ETH' }, // 98.50 / 3000, 8 decimals
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      quoteId: expect.any(String),
    })
    // EUR at 0.8 per USD: a USDC costs 0.80 EUR; the fee is rounded half up to the cent.
    const usdc = await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: 250.3 })
    expect(usdc.coinbaseFee.amount).toBe('3.75') // 3.7545
    expect(usdc.paymentSubtotal.amount).toBe('246.55')
    expect(usdc.purchaseAmount).toEqual({ amount: '308.1875', currency: 'USDC' })
    expect(usdc.quoteId).not.toBe(eth.quoteId)
    // Meld's SOL on Solana (spec §9), priced at $150: 98.50 / 150 with SOL's 9 decimals.
    const sol = await quote({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '100' })
    expect(sol.purchaseAmount).toEqual({ amount: '0.656666666', currency: 'SOL' })
  })

  it.each([
    [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '9.99' }, 'between'],
    [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '25000.01' }, 'between'],
    [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1e3' }, 'invalid amount'],
    [{ purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '100' }, 'payment currency'],
    [{ purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '100' }, 'unknown currency'],
    [
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'polygon' },
      'not sold',
    ],
  ])('refuses the quote %o', async (body, message) => {
    expectBadRequest(await post('/v1/onramp/quote', body), message)
  })

  async function checkout(body: object): Promise<{ url: URL; page: string }> {
    const { url } = decoded(OnrampUrlResponse, await post('/v1/generators/onrampurl', body))
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    return { url: new URL(url), page: await response.text() }
  }
  const complete = async (url: URL): Promise<Answer> =>
    post('/onramp/provider/complete', { order: url.searchParams.get('order') })

  it('funds the destination when the provider page completes, and lists it as an on-ramp purchase', async () => {
    const buyer = freshAccount().address
    const { client, wallet, mined } = walletOn(stack(), 'mainnet')
    const { url, page } = await checkout({
      destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetCryptoAmount: 0.2,
    })
    expect(url.origin + url.pathname).toBe(`${api().url}/onramp/provider`)
    expect(page).toContain('0.2 ETH')
    expect(page).toContain(buyer)
    expect(page).toContain('Complete purchase')
    expect(page).toContain("fetch('/onramp/provider/complete'")

    const before = await client.getBalance({ address: buyer })
    const { hash, ...delivered } = decoded(Completed, await complete(url))
    expect(delivered).toEqual({ chainId: 'eip155:1', amount: '0.2', asset: 'ETH' })
    expect((await client.getBalance({ address: buyer })) - before).toBe(parseEther('0.2'))
    const balances = decoded(
      BalanceResponse,
      await get(`/v1/account/${buyer}/balance`, { chainId: 'eip155:1' }),
    )
    expect(balances.balances[0]?.quantity.numeric).toBe('0.2')

    await mined(await wallet.sendTransaction({ to: buyer, value: 1n })) // not a purchase
    const purchases = decoded(
      HistoryResponse,
      await get(`/v1/account/${buyer}/history`, { onramp: 'coinbase' }),
    )
    expect(purchases.data).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({ hash, operationType: 'receive' }),
        transfers: [expect.objectContaining({ direction: 'in', quantity: { numeric: '0.2' } })],
      }),
    ])
    const everything = decoded(HistoryResponse, await get(`/v1/account/${buyer}/history`))
    expect(everything.data).toHaveLength(2)

    expectBadRequest(await complete(url), 'already completed')
    expect(await (await fetch(url)).text()).toContain(`Purchase complete: ${hash}`)
  })

  it('delivers the USDC a preset fiat amount buys, or a small default, from its own float', async () => {
    const buyer = freshAccount().address
    const { client } = walletOn(stack(), 'sepolia')
    const usdcOf = (address: `0x${string}`) =>
      client.readContract({
        address: fixtureAddresses.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const wallets = [{ address: buyer, blockchains: ['sepolia'], assets: ['USDC'] }]
    const fiat = await checkout({ destinationWallets: wallets, presetFiatAmount: 100 })
    // 100 USD less the 1.5 % fee at $1 a USDC.
    expect(fiat.page).toContain('Buy <strong>98.5 USDC</strong>')
    expect((await complete(fiat.url)).json).toMatchObject({
      chainId: 'eip155:11155111',
      amount: '98.5',
      asset: 'USDC',
    })
    const plain = await checkout({ destinationWallets: wallets })
    expect((await complete(plain.url)).json).toMatchObject({ amount: DEFAULT_PURCHASE.USDC })
    expect(await usdcOf(buyer)).toBe(parseUnits('98.5', 6) + parseUnits(DEFAULT_PURCHASE.USDC, 6))
    expect(await client.getBalance({ address: buyer })).toBe(0n)
  })

  it("issue 25: Meld's page orders what the amount buys; the purchase is Meld's in history", async () => {
    const buyer = freshAccount().address
    const meld = (query: Record<string, string>) =>
      fetch(`${api().url}/onramp/meld?${new URLSearchParams(query)}`, { redirect: 'manual' })
    const answer = await meld({
      destinationCurrencyCode: 'USDC',
      walletAddress: buyer,
      sourceAmount: '100',
      sourceCurrencyCode: 'USD',
    })
    // On to the order's own page: a reload shows the order again instead of making another.
    expect(answer.status).toBe(303)
    const url = new URL(answer.headers.get('location') ?? '')
    expect(url.origin + url.pathname).toBe(`${api().url}/onramp/provider`)
    const page = await (await fetch(url)).text()
    expect(page).toContain('Meld (local on-ramp provider)')
    expect(page).toContain('Buy <strong>98.5 USDC</strong>')
    const { hash, ...delivered } = decoded(Completed, await complete(url))
    expect(delivered).toEqual({ chainId: 'eip155:1', amount: '98.5', asset: 'USDC' })
    const history = async (onramp: string) =>
      decoded(HistoryResponse, await get(`/v1/account/${buyer}/history`, { onramp })).data
    expect((await history('meld')).map(({ metadata }) => metadata.hash)).toEqual([hash])
    expect(await history('coinbase')).toEqual([])

    const refused = await meld({ destinationCurrencyCode: 'USDC_BASE', walletAddress: buyer })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('base')
    expect((await meld({ destinationCurrencyCode: 'USDC', walletAddress: 'nope' })).status).toBe(
      400,
    )
  })

  it('refuses an asset it does not deliver', async () => {
    const buyer = freshAccount().address
    const wallets = [{ address: buyer, assets: ['SOL'] }]
    expectBadRequest(
      await post('/v1/generators/onrampurl', { destinationWallets: wallets }),
      'not SOL',
    )
  })

  it('has no on-ramp purchases for an address that made none', async () => {
    const history = await get(`/v1/account/${freshAccount().address}/history`, {
      onramp: 'coinbase',
    })
    expect(decoded(HistoryResponse, history)).toEqual({ data: [], next: null })
  })

  it('refuses URLs it cannot fund, and pages or orders it does not know', async () => {
    const buyer = freshAccount().address
    const url = (body: object) => post('/v1/generators/onrampurl', body)
    expectBadRequest(await url({ destinationWallets: [] }), 'destinationWallets')
    expectBadRequest(
      await url({ destinationWallets: [{ address: buyer }], defaultNetwork: 'base' }),
      'base',
    )
    expectBadRequest(
      await url({ destinationWallets: [{ address: 'bc1qnotevm' }] }),
      'invalid address',
    )
    expectBadRequest(
      await url({ destinationWallets: [{ address: buyer }], defaultExperience: 'sell' }),
      'invalid body',
    )
    for (const presetCryptoAmount of [0, '1e3', -1]) {
      const wallets = [{ address: buyer, assets: ['ETH'] }]
      expectBadRequest(
        await url({ destinationWallets: wallets, presetCryptoAmount }),
        'presetCryptoAmount',
      )
    }
    expect((await fetch(`${api().url}/onramp/provider?order=nope`)).status).toBe(404)
    expect((await post('/onramp/provider/complete', { order: 'nope' })).status).toBe(404)
  })
})
