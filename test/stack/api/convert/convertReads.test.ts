import { maxUint256, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  AllowanceResponse,
  GasPriceResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '../../../../core/src/services/blockchainApi/responses'
import { testToken } from '../../fixtures/artifacts'
import { fixtureAddresses, holder } from '../../fixtures/deployFixtures'
import { UNSUPPORTED_CHAIN_ID } from '../../stack'
import {
  type ConvertHarness,
  decoded,
  expectBadRequest,
  holderOn,
  projectId,
  startConvertHarness,
} from './convertHarness'

const { usdc, usdt, tt, nft, swap } = fixtureAddresses
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const onMainnet = (address: string) => `eip155:1:${address}`

let harness: ConvertHarness | undefined
let revert: (() => Promise<void>) | undefined

function running(): ConvertHarness {
  if (!harness) throw new Error('the convert harness is not running')
  return harness
}

const get = (path: string, query: Record<string, string>) =>
  running().get(path, { projectId, ...query })

const quotes = (from: string, to: string, amount: bigint) =>
  get('/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: holder,
    from,
    to,
    gasPrice: '1000000000',
  })

beforeAll(async () => {
  harness = await startConvertHarness()
}, 30_000)

beforeEach(async () => {
  revert = await running().stack.snapshot()
})

afterEach(async () => {
  await revert?.()
})

afterAll(async () => {
  await harness?.stop()
})

describe('GET /v1/convert/tokens', () => {
  it('lists ETH and the three fixture tokens on chain 1 as CAIP-10', async () => {
    const { tokens } = decoded(
      SwapTokensResponse,
      await get('/v1/convert/tokens', { chainId: 'eip155:1' }),
    )
    expect(tokens.map(({ symbol, address, decimals }) => [symbol, address, decimals])).toEqual([
      ['ETH', onMainnet(native), 18],
      ['USDC', onMainnet(usdc), 6],
      ['USDT', onMainnet(usdt), 6],
      ['TT', onMainnet(tt), 18],
    ])
    for (const token of tokens) {
      expect(token.eip2612).toBe(false)
      expect(token.logoUri).toMatch(/^data:image\/svg\+xml,/)
      expect(decodeURIComponent(token.logoUri)).toContain(`>${token.symbol}</text>`)
    }
  })

  it('lists Sepolia tokens under eip155:11155111', async () => {
    const { tokens } = decoded(
      SwapTokensResponse,
      await get('/v1/convert/tokens', { chainId: 'eip155:11155111' }),
    )
    expect(tokens.map((token) => token.address)).toContain(`eip155:11155111:${usdc}`)
  })

  it('answers no tokens for a chain without the swap', async () => {
    const answer = await get('/v1/convert/tokens', { chainId: `eip155:${UNSUPPORTED_CHAIN_ID}` })
    expect(decoded(SwapTokensResponse, answer).tokens).toEqual([])
  })

  it('refuses a chainId that is not CAIP-2', async () => {
    expectBadRequest(await get('/v1/convert/tokens', { chainId: '1' }), 'CAIP-2')
  })
})

describe('GET /v1/convert/quotes', () => {
  it.each([
    ['1 ETH → USDC', native, usdc, parseEther('1'), '3000000000'],
    ['100 USDC → ETH', usdc, native, 100_000000n, '33333333333333333'],
    ['10 USDT → TT', usdt, tt, 10_000000n, '4000000000000000000'],
  ])('%s quotes the prices.ts rate', async (_name, from, to, amount, toAmount) => {
    const answer = await quotes(onMainnet(from), onMainnet(to), amount)
    const [quote, ...others] = decoded(SwapQuotesResponse, answer).quotes
    expect(others).toEqual([])
    expect(quote).toEqual({
      id: expect.any(String),
      fromAmount: amount.toString(),
      fromAccount: onMainnet(from),
      toAmount,
      toAccount: onMainnet(to),
    })
  })

  it('quotes on Sepolia from its own node', async () => {
    const answer = await quotes(`eip155:11155111:${tt}`, `eip155:11155111:${usdc}`, 10n ** 18n)
    expect(decoded(SwapQuotesResponse, answer).quotes[0]?.toAmount).toBe('2500000')
  })

  it.each([
    ['a chain without the swap', `eip155:${UNSUPPORTED_CHAIN_ID}:${usdc}`, onMainnet(native)],
    ['a cross-chain pair', onMainnet(usdc), `eip155:11155111:${native}`],
    ['a token the swap does not trade', onMainnet(nft), onMainnet(usdc)],
  ])('answers no quotes for %s', async (_name, from, to) => {
    expect(decoded(SwapQuotesResponse, await quotes(from, to, 1_000000n)).quotes).toEqual([])
  })

  it('passes the contract revert on as a 400 when liquidity runs out', async () => {
    const answer = await quotes(onMainnet(native), onMainnet(usdc), parseEther('1000'))
    expectBadRequest(answer, 'insufficient liquidity')
  })

  it.each([
    ['amount', { amount: 'abc' }, 'amount must be a base-unit integer'],
    ['amount', { amount: '0' }, 'amount must be more than zero'],
    ['userAddress', { userAddress: '0x123' }, 'userAddress is not an address'],
    ['from', { from: usdc }, 'from must be a CAIP-10 address'],
  ])('refuses a bad %s', async (_name, override, message) => {
    const query = {
      amount: '1000000',
      userAddress: holder,
      from: onMainnet(usdc),
      to: onMainnet(native),
      ...override,
    }
    expectBadRequest(await get('/v1/convert/quotes', query), message)
  })
})

describe('GET /v1/convert/allowance', () => {
  const allowance = (tokenAddress: string) =>
    get('/v1/convert/allowance', { tokenAddress, userAddress: holder })

  it('is unlimited for the native coin', async () => {
    const answer = await allowance(onMainnet(native))
    expect(decoded(AllowanceResponse, answer).allowance).toBe(maxUint256.toString())
  })

  it("reads the token's allowance for the swap contract", async () => {
    expect(decoded(AllowanceResponse, await allowance(onMainnet(usdc))).allowance).toBe('0')
    const { client, wallet } = holderOn(running().stack.chains.mainnet.rpcUrl, 1)
    const hash = await wallet.writeContract({
      address: usdc,
      abi: testToken.abi,
      functionName: 'approve',
      args: [swap, 777n],
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(decoded(AllowanceResponse, await allowance(onMainnet(usdc))).allowance).toBe('777')
  })

  it('refuses a chain without the swap and a token it does not trade', async () => {
    expectBadRequest(
      await allowance(`eip155:${UNSUPPORTED_CHAIN_ID}:${usdc}`),
      'not supported for swaps',
    )
    expectBadRequest(await allowance(onMainnet(nft)), 'unsupported token')
  })
})

describe('GET /v1/convert/gas-price', () => {
  it("tiers the node's gas price ×1, ×1.2, ×1.5", async () => {
    const { client } = holderOn(running().stack.chains.sepolia.rpcUrl, 11155111)
    const node = await client.getGasPrice()
    const answer = await get('/v1/convert/gas-price', { chainId: 'eip155:11155111' })
    expect(decoded(GasPriceResponse, answer)).toEqual({
      standard: node.toString(),
      fast: ((node * 12n) / 10n).toString(),
      instant: ((node * 15n) / 10n).toString(),
    })
    expect(node).toBeGreaterThan(0n)
  })

  it('refuses a chain without the swap', async () => {
    const answer = await get('/v1/convert/gas-price', { chainId: `eip155:${UNSUPPORTED_CHAIN_ID}` })
    expectBadRequest(answer, `eip155:${UNSUPPORTED_CHAIN_ID} is not supported`)
  })
})

describe('projectId', () => {
  it.each([
    ['/v1/convert/tokens', { chainId: 'eip155:1' }],
    [
      '/v1/convert/quotes',
      { amount: '1', userAddress: holder, from: onMainnet(usdc), to: onMainnet(native) },
    ],
    ['/v1/convert/allowance', { tokenAddress: onMainnet(usdc), userAddress: holder }],
    ['/v1/convert/gas-price', { chainId: 'eip155:1' }],
    [
      '/v1/convert/build-approve',
      { userAddress: holder, from: onMainnet(usdc), to: onMainnet(native) },
    ],
  ])('GET %s without it is a 400', async (path, query) => {
    expectBadRequest(await running().get(path, query), 'projectId is required')
    expect((await running().get(path, { ...query, projectId: '' })).status).toBe(400)
  })

  it('the stack deployed the swap where the routes look for it', () => {
    expect(running().stack.fixtures).toEqual(fixtureAddresses)
  })
})
