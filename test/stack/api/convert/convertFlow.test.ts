import { decodeFunctionData, maxUint256, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  AllowanceResponse,
  BuiltTransactionResponse,
  SwapQuotesResponse,
} from '../../../../core/src/services/blockchainApi/responses'
import { airlockSwap, testToken } from '../../fixtures/artifacts'
import { fixtureAddresses, holder } from '../../fixtures/deployFixtures'
import { nativeTokenAddress } from '../../fixtures/swapFixture'
import { unestimatedSwapGas } from './buildTransactionRoute'
import {
  type ConvertHarness,
  decoded,
  expectBadRequest,
  gasCost,
  hexData,
  holderOn,
  projectId,
  startConvertHarness,
} from './convertHarness'

const { usdc, usdt, tt, swap } = fixtureAddresses
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

let harness: ConvertHarness | undefined
let revert: (() => Promise<void>) | undefined

function running(): ConvertHarness {
  if (!harness) throw new Error('the convert harness is not running')
  return harness
}

/** The routes and the holder's wallet on one chain. */
function on(chainId: 1 | 11155111) {
  const { mainnet, sepolia } = running().stack.chains
  const holderWallet = holderOn((chainId === 1 ? mainnet : sepolia).rpcUrl, chainId)
  const caip = (address: string) => `eip155:${chainId}:${address}`
  const get = (path: string, query: Record<string, string>) =>
    running().get(path, { projectId, ...query })

  return {
    ...holderWallet,
    caip,
    quote: async (from: string, to: string, amount: bigint) => {
      const query = { amount: amount.toString(), userAddress: holder, from, to, gasPrice: '1' }
      const [quote] = decoded(SwapQuotesResponse, await get('/v1/convert/quotes', query)).quotes
      if (!quote) throw new Error('no quote')
      return BigInt(quote.toAmount)
    },
    allowance: async (token: string) => {
      const query = { tokenAddress: token, userAddress: holder }
      return decoded(AllowanceResponse, await get('/v1/convert/allowance', query)).allowance
    },
    buildApprove: async (from: string, to: string, amount?: bigint) => {
      const query = { userAddress: holder, from, to, ...(amount ? { amount: `${amount}` } : {}) }
      return decoded(BuiltTransactionResponse, await get('/v1/convert/build-approve', query)).tx
    },
    buildSwapAnswer: (from: string, to: string, amount: bigint, disableEstimate = false) =>
      running().post('/v1/convert/build-transaction', {
        amount: amount.toString(),
        eip155: { slippage: '1' },
        projectId,
        from,
        to,
        userAddress: holder,
        disableEstimate,
      }),
  }
}

const swapArgs = (data: string) => {
  const call = decodeFunctionData({ abi: airlockSwap.abi, data: hexData(data) })
  expect(call.functionName).toBe('swap')
  return call.args
}

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

describe('swapping through the convert routes with a real wallet', () => {
  it('USDC → ETH: quote, approve, allowance, build, send; balances move by the quote', async () => {
    const chain = on(1)
    const amount = 250_000000n
    const quoted = await chain.quote(chain.caip(usdc), chain.caip(native), amount)
    expect(quoted).toBe(83_333333333333333n)

    const approveTx = await chain.buildApprove(chain.caip(usdc), chain.caip(native), amount)
    expect(approveTx).toMatchObject({ to: usdc, value: '0' })
    expect(decodeFunctionData({ abi: testToken.abi, data: hexData(approveTx.data) })).toEqual({
      functionName: 'approve',
      args: [swap, amount],
    })
    await chain.send(approveTx)
    expect(await chain.allowance(chain.caip(usdc))).toBe(amount.toString())

    const answer = await chain.buildSwapAnswer(chain.caip(usdc), chain.caip(native), amount)
    const { tx } = decoded(BuiltTransactionResponse, answer)
    expect(tx).toMatchObject({ from: holder, to: swap, amount: '0' })
    // minAmountOut is the quote less the 1 % slippage.
    expect(swapArgs(tx.data)).toEqual([usdc, nativeTokenAddress, amount, (quoted * 99n) / 100n])

    const [ethBefore, usdcBefore] = await Promise.all([
      chain.ethBalance(),
      chain.tokenBalance(usdc),
    ])
    const receipt = await chain.send(tx)
    expect(await chain.tokenBalance(usdc)).toBe(usdcBefore - amount)
    expect(await chain.ethBalance()).toBe(ethBefore + quoted - gasCost(receipt))
    expect(await chain.allowance(chain.caip(usdc))).toBe('0')
  })

  it('ETH → TT needs no approve and sends the amount as the value', async () => {
    const chain = on(1)
    const amount = parseEther('0.5')
    const quoted = await chain.quote(chain.caip(native), chain.caip(tt), amount)
    expect(quoted).toBe(600n * 10n ** 18n)

    const answer = await chain.buildSwapAnswer(chain.caip(native), chain.caip(tt), amount)
    const { tx } = decoded(BuiltTransactionResponse, answer)
    expect(tx.amount).toBe(amount.toString())
    expect(Number(tx.eip155?.gas)).toBeGreaterThan(21_000)

    const [ethBefore, ttBefore] = await Promise.all([chain.ethBalance(), chain.tokenBalance(tt)])
    const receipt = await chain.send(tx)
    expect(await chain.tokenBalance(tt)).toBe(ttBefore + quoted)
    expect(await chain.ethBalance()).toBe(ethBefore - amount - gasCost(receipt))
  })

  it('USDT-like → USDC on Sepolia with an unlimited approve', async () => {
    const chain = on(11155111)
    const amount = 42_000000n
    const approveTx = await chain.buildApprove(chain.caip(usdt), chain.caip(usdc))
    await chain.send(approveTx)
    expect(await chain.allowance(chain.caip(usdt))).toBe(maxUint256.toString())

    const quoted = await chain.quote(chain.caip(usdt), chain.caip(usdc), amount)
    expect(quoted).toBe(amount)
    const answer = await chain.buildSwapAnswer(chain.caip(usdt), chain.caip(usdc), amount)
    const [usdtBefore, usdcBefore] = await Promise.all([
      chain.tokenBalance(usdt),
      chain.tokenBalance(usdc),
    ])
    await chain.send(decoded(BuiltTransactionResponse, answer).tx)
    expect(await chain.tokenBalance(usdt)).toBe(usdtBefore - amount)
    expect(await chain.tokenBalance(usdc)).toBe(usdcBefore + quoted)
  })

  it('a rate drop beyond the slippage makes the built swap revert with "slippage"', async () => {
    const chain = on(1)
    const amount = parseEther('1')
    const answer = await chain.buildSwapAnswer(chain.caip(native), chain.caip(usdc), amount)
    const { tx } = decoded(BuiltTransactionResponse, answer)
    // ETH from $3000 to $2900: 3.3 % less USDC than built for.
    const setRate = await chain.wallet.writeContract({
      address: swap,
      abi: airlockSwap.abi,
      functionName: 'setRate',
      args: [nativeTokenAddress, 2900n * 10n ** 8n],
    })
    await chain.client.waitForTransactionReceipt({ hash: setRate, pollingInterval: 50 })
    await expect(
      chain.client.call({ account: holder, to: swap, data: hexData(tx.data), value: amount }),
    ).rejects.toThrow('slippage')
    expect((await chain.submit(tx)).status).toBe('reverted')
  })
})

describe('POST /v1/convert/build-transaction', () => {
  it('skips the estimate when asked, so a swap can be built before its approve', async () => {
    const chain = on(1)
    const from = chain.caip(usdc)
    const to = chain.caip(tt)
    expectBadRequest(
      await chain.buildSwapAnswer(from, to, 1_000000n),
      'ERC20: insufficient allowance',
    )
    const { tx } = decoded(
      BuiltTransactionResponse,
      await chain.buildSwapAnswer(from, to, 1_000000n, true),
    )
    expect(tx.eip155?.gas).toBe(unestimatedSwapGas.toString())
    expect(swapArgs(tx.data)).toEqual([usdc, tt, 1_000000n, (400_000000000000000n * 99n) / 100n])
  })

  it.each([
    ['projectId', { projectId: undefined }, 'projectId is required'],
    ['slippage', { eip155: { slippage: 'lots' } }, 'eip155.slippage must be a percent'],
    ['slippage', { eip155: { slippage: '101' } }, 'at most 100'],
    ['pair', { to: `eip155:11155111:${native}` }, 'from and to must be on one chain'],
    ['token', { to: `eip155:1:${fixtureAddresses.nft}` }, 'unsupported token'],
  ])('refuses a bad %s', async (_name, override, message) => {
    const body = {
      amount: '1000000',
      eip155: { slippage: '1' },
      projectId,
      from: `eip155:1:${usdc}`,
      to: `eip155:1:${native}`,
      userAddress: holder,
      disableEstimate: true,
      ...override,
    }
    expectBadRequest(await running().post('/v1/convert/build-transaction', body), message)
  })
})

describe('GET /v1/convert/build-approve', () => {
  it('refuses the native coin, which needs no approval', async () => {
    const query = {
      projectId,
      userAddress: holder,
      from: `eip155:1:${native}`,
      to: `eip155:1:${usdc}`,
    }
    expectBadRequest(await running().get('/v1/convert/build-approve', query), 'no approval')
  })
})
