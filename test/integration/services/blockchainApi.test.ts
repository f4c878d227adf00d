// The core's BlockchainApi against the local Blockchain API on the local chains (spec §7):
// every call's path and parameters, the supported-network skip, the §9 caches on TestClock, the
// balance retry block, and the §8 fallbacks. Chain state is isolated with evm_snapshot.
import { HistoryAddressRequiredError, TokenBalanceUnavailableError } from '@airlock/core'
import {
  BALANCE_CACHE_TTL_MS,
  BALANCE_RETRY_BLOCK_MS,
  IDENTITY_CACHE_TTL_MS,
  makeBlockchainApi,
  makeHttp,
  SDK_TYPE,
  SDK_VERSION,
} from '@airlock/core/internal'
import { Effect, Exit } from 'effect'
import { TestClock } from 'effect/testing'
import { type Address, createWalletClient, http, parseEther, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NAME_ZONE } from '../../stack/api/apiContext'
import { type Stack, startStack } from '../../stack/stack'
import { DEV_PRIVATE_KEY } from '../../wallets/injected/testWallet'

const holder = privateKeyToAccount(DEV_PRIVATE_KEY)
const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let stack: Stack
let revert: () => Promise<void>

beforeAll(async () => {
  stack = await startStack()
}, 30_000)
afterAll(() => stack.stop())
beforeEach(async () => {
  revert = await stack.snapshot()
})
afterEach(async () => {
  stack.services.api.clearFaults()
  stack.services.api.clearRequests()
  stack.services.api.resetRecords()
  await revert()
})

const newApi = () =>
  makeBlockchainApi(makeHttp(), {
    baseUrl: stack.services.api.url,
    projectId: 'local-project',
    nameZone: NAME_ZONE,
  })
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const onTestClock = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.runPromise(effect.pipe(Effect.provide(TestClock.layer())))
const requestsTo = (fragment: string) =>
  stack.services.api.requests().filter((request) => request.path.includes(fragment))
const failureOf = <A, E>(exit: Exit.Exit<A, E>) => {
  if (Exit.isSuccess(exit)) return undefined
  const reason = exit.cause.reasons[0]
  return reason && 'error' in reason ? reason.error : undefined
}

describe('BlockchainApi: account lookups', () => {
  it("balance: the chain's numbers, with projectId, st and sv on the GET", async () => {
    const balances = await run(
      newApi().getBalance({ address: holder.address, caipNetworkId: 'eip155:1' }),
    )
    const eth = balances.find((balance) => balance.symbol === 'ETH')
    const onChain = BigInt(
      await stack.chains.mainnet.request<string>('eth_getBalance', [holder.address, 'latest']),
    )
    expect(Number(eth?.quantity.numeric)).toBeCloseTo(Number(onChain) / 1e18, 6)
    expect(eth?.value).toBeCloseTo(Number(eth?.quantity.numeric) * (eth?.price ?? 0), 6)
    const [request] = requestsTo('/balance')
    expect(request?.query).toMatchObject({
      projectId: 'local-project',
      st: SDK_TYPE,
      sv: SDK_VERSION,
      currency: 'usd',
      chainId: 'eip155:1',
    })
  })

  it('spec §9: balance is cached 30 s on the clock, then asked again and sees a new transfer', async () => {
    const api = newApi()
    const wallet = createWalletClient({
      account: holder,
      chain: mainnet,
      transport: http(stack.chains.mainnet.rpcUrl),
    }).extend(publicActions)
    const numbers = await onTestClock(
      Effect.gen(function* () {
        const read = api
          .getBalance({ address: recipient, caipNetworkId: 'eip155:1' })
          .pipe(
            Effect.map((list) => Number(list.find((b) => b.symbol === 'ETH')?.quantity.numeric)),
          )
        const before = yield* read
        // Mined before the next read: on a loaded machine the hash came back first (CI, 2026-11-27).
        yield* Effect.promise(async () =>
          wallet.waitForTransactionReceipt({
            hash: await wallet.sendTransaction({ to: recipient, value: parseEther('2') }),
          }),
        )
        const cached = yield* read
        yield* TestClock.adjust(BALANCE_CACHE_TTL_MS)
        const fresh = yield* read
        return { before, cached, fresh }
      }),
    )
    expect(numbers.cached).toBe(numbers.before)
    expect(numbers.fresh - numbers.before).toBeCloseTo(2, 9)
    expect(requestsTo('/balance')).toHaveLength(2)
  })

  it('spec §8: a failed balance is TokenBalanceUnavailable and blocks requests for 30 s', async () => {
    stack.services.api.setFault('/v1/account/:address/balance', { kind: 'status', status: 500 })
    const api = newApi()
    const errors = await onTestClock(
      Effect.gen(function* () {
        const attempt = Effect.flip(
          api.getBalance({ address: holder.address, caipNetworkId: 'eip155:1' }),
        )
        const first = yield* attempt
        yield* TestClock.adjust(BALANCE_RETRY_BLOCK_MS - 1)
        const blocked = yield* attempt
        const asked = requestsTo('/balance').length
        yield* TestClock.adjust(1)
        yield* attempt
        return { first, blocked, asked }
      }),
    )
    expect(errors.first).toBeInstanceOf(TokenBalanceUnavailableError)
    expect(errors.blocked.message).toBe('Token Balance Unavailable')
    expect(errors.asked).toBe(1)
    expect(requestsTo('/balance')).toHaveLength(2)
  })

  it('spec §7: an unsupported network is answered without a request to the endpoint', async () => {
    const api = newApi()
    const balance = await Effect.runPromiseExit(
      api.getBalance({ address: holder.address, caipNetworkId: 'eip155:424242' }),
    )
    expect(failureOf(balance)).toBeInstanceOf(TokenBalanceUnavailableError)
    expect(
      await run(api.fetchTransactions({ account: holder.address, caipNetworkId: 'eip155:424242' })),
    ).toEqual({
      data: [],
      next: null,
    })
    expect(await run(api.convert.tokens('eip155:424242'))).toEqual([])
    expect(requestsTo('/balance')).toEqual([])
    expect(requestsTo('/history')).toEqual([])
    expect(requestsTo('/convert')).toEqual([])
    expect(requestsTo('/v1/supported-chains')).toHaveLength(1)
  })

  it('spec §8 "Fetching without address throws": HistoryAddressRequiredError, and nothing is asked', async () => {
    const api = newApi()
    for (const account of ['', '  ']) {
      const exit = await Effect.runPromiseExit(
        api.fetchTransactions({ account, caipNetworkId: 'eip155:1' }),
      )
      expect(failureOf(exit)).toBeInstanceOf(HistoryAddressRequiredError)
    }
    expect(requestsTo('/history')).toEqual([])
  })

  it('history lists a transfer just made, newest first, with its direction and amount', async () => {
    const wallet = createWalletClient({
      account: holder,
      chain: mainnet,
      transport: http(stack.chains.mainnet.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.5') })
    const page = await run(
      newApi().fetchTransactions({ account: recipient, caipNetworkId: 'eip155:1' }),
    )
    const [newest] = page.data
    expect(newest?.metadata.hash).toBe(hash)
    expect(newest?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.5' } })
  })

  it('spec §9: identity is cached 5 min', async () => {
    const api = newApi()
    await onTestClock(
      Effect.gen(function* () {
        yield* api.fetchIdentity({ address: holder.address })
        yield* api.fetchIdentity({ address: holder.address })
        yield* TestClock.adjust(IDENTITY_CACHE_TTL_MS)
        yield* api.fetchIdentity({ address: holder.address })
      }),
    )
    expect(requestsTo('/v1/identity/')).toHaveLength(2)
  })
})

describe('BlockchainApi: names', () => {
  const register = async (name: string, signer = holder) => {
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    return run(
      newApi().names.register({
        coinType: 60,
        address: signer.address,
        message,
        signature: await signer.signMessage({ message }),
      }),
    )
  }

  it('registers with a real signature, then resolves by name, address and identity', async () => {
    expect(await register(`alice.${NAME_ZONE}`)).toBe(true)
    const api = newApi()
    expect((await run(api.names.lookupName(`alice.${NAME_ZONE}`))).addresses['60']?.address).toBe(
      holder.address,
    )
    expect(
      (await run(api.names.reverseLookup({ address: holder.address }))).map((p) => p.name),
    ).toContain(`alice.${NAME_ZONE}`)
    expect((await run(api.fetchIdentity({ address: holder.address }))).name).toBe(
      `alice.${NAME_ZONE}`,
    )
    const suggestions = await run(api.names.suggestions('alice'))
    expect(suggestions.find((s) => s.name === `alice.${NAME_ZONE}`)?.registered).toBe(true)
    expect(requestsTo('/v1/profile/suggestions/')[0]?.query).toMatchObject({ zone: NAME_ZONE })
  })

  it('spec §8: a refused registration answers false; an unknown name is NameResolveError', async () => {
    const stranger = privateKeyToAccount(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    )
    const message = JSON.stringify({
      name: `bob1.${NAME_ZONE}`,
      timestamp: Math.floor(Date.now() / 1000),
    })
    const forged = await run(
      newApi().names.register({
        coinType: 60,
        address: holder.address,
        message,
        signature: await stranger.signMessage({ message }),
      }),
    )
    expect(forged).toBe(false)
    const missing = await Effect.runPromiseExit(newApi().names.lookupName(`nobody.${NAME_ZONE}`))
    expect(failureOf(missing)).toMatchObject({
      _tag: 'NameResolveError',
      message: 'Error resolving name',
    })
  })
})

describe('BlockchainApi: swap, prices, on-ramp, sessions', () => {
  it('convert: tokens, a quote, gas price, allowance and the two transactions decode', async () => {
    const api = newApi()
    const tokens = await run(api.convert.tokens('eip155:1'))
    const eth = tokens.find((token) => token.symbol === 'ETH')
    const usdc = tokens.find((token) => token.symbol === 'USDC')
    expect(eth && usdc).toBeTruthy()
    const [quote] = await run(
      api.convert.quotes({
        amount: parseEther('1').toString(),
        userAddress: holder.address,
        from: eth?.address ?? '',
        to: usdc?.address ?? '',
        gasPrice: '1',
      }),
    )
    // prices.ts: 1 ETH = 3000 USD = 3000 USDC (6 decimals), no fee.
    expect(quote?.toAmount).toBe('3000000000')
    const gas = await run(api.convert.gasPrice('eip155:1'))
    expect(BigInt(gas.fast)).toBeGreaterThanOrEqual(BigInt(gas.standard))
    expect(
      await run(
        api.convert.allowance({ tokenAddress: usdc?.address ?? '', userAddress: holder.address }),
      ),
    ).toBe(0n)
    const approve = await run(
      api.convert.buildApprove({
        userAddress: holder.address,
        from: usdc?.address ?? '',
        to: eth?.address ?? '',
      }),
    )
    expect(approve.data.startsWith('0x095ea7b3')).toBe(true)
    const swap = await run(
      api.convert.buildSwap({
        amount: parseEther('1').toString(),
        from: eth?.address ?? '',
        to: usdc?.address ?? '',
        userAddress: holder.address,
      }),
    )
    expect(swap.to.toLowerCase()).toBe(stack.fixtures.swap.toLowerCase())
    expect(swap.amount).toBe(parseEther('1').toString())
    const [build] = stack.services.api
      .requests()
      .filter((r) => r.path === '/v1/convert/build-transaction')
    expect(build?.body).toMatchObject({ eip155: { slippage: '1' }, projectId: 'local-project' })
  })

  it('spec §8: swaps and gas price on a network the API does not serve are their named errors', async () => {
    const api = newApi()
    expect(
      failureOf(await Effect.runPromiseExit(api.convert.gasPrice('eip155:424242'))),
    ).toMatchObject({
      message: 'Network not supported for Gas Price',
    })
    const quotes = api.convert.quotes({
      amount: '1',
      userAddress: holder.address,
      from: 'solana:x:y',
      to: 'solana:x:z',
      gasPrice: '1',
    })
    expect(failureOf(await Effect.runPromiseExit(quotes))).toMatchObject({
      message: 'Network not supported for Swaps',
    })
  })

  it('fungible prices come from the price table', async () => {
    const prices = await run(newApi().convert.prices([`eip155:1:${stack.fixtures.tt}`]))
    expect(prices).toEqual([expect.objectContaining({ symbol: 'TT', price: 2.5 })])
  })

  it('on-ramp: options and quote from the server; samples when options fail, a typed error when the quote does', async () => {
    const api = newApi()
    const options = await run(api.onramp.options())
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(
      expect.arrayContaining(['USD', 'EUR']),
    )
    const quote = await run(
      api.onramp.quote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
      }),
    )
    expect(Number(quote.purchaseAmount.amount)).toBeLessThan(100)
    expect(
      await run(
        api.onramp.url({
          destinationWallets: [{ address: holder.address, blockchains: ['ethereum'] }],
          partnerUserId: holder.address,
        }),
      ),
    ).toContain('/onramp/provider')

    stack.services.api.setFault('/v1/onramp/options', { kind: 'status', status: 500 })
    stack.services.api.setFault('/v1/onramp/quote', { kind: 'hang' })
    const fallback = await run(api.onramp.options())
    expect(fallback.paymentCurrencies[0]?.payment_method_limits).toContainEqual({
      id: 'card',
      min: '10.00',
      max: '7500.00',
    })
    // Issue 15's reading of spec §8: a failed quote is its typed error, never a made-up quote.
    const failed = await Effect.runPromiseExit(
      makeBlockchainApi(makeHttp({ timeoutMs: 100 }), {
        baseUrl: stack.services.api.url,
        projectId: 'p',
      }).onramp.quote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
      }),
    )
    expect(failureOf(failed)).toMatchObject({ _tag: 'HttpTimeoutError' })
  })

  it('sessions: read and revoke with the account signature; a refused revoke answers false', async () => {
    const session = {
      pci: 'pci-7',
      expiry: 2_000_000_000,
      createdAt: 1_700_000_000,
      permissions: [],
      context: '0x',
    }
    stack.services.api.addSession({ id: 's-7', account: holder.address, session })
    const api = newApi()
    expect(await run(api.sessions.get('s-7'))).toMatchObject({ pci: 'pci-7' })
    const stranger = privateKeyToAccount(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    )
    expect(
      await run(
        api.sessions.revoke({
          id: 's-7',
          pci: 'pci-7',
          signature: await stranger.signMessage({ message: 'pci-7' }),
        }),
      ),
    ).toBe(false)
    expect(
      await run(
        api.sessions.revoke({
          id: 's-7',
          pci: 'pci-7',
          signature: await holder.signMessage({ message: 'pci-7' }),
        }),
      ),
    ).toBe(true)
    expect((await run(api.sessions.get('s-7'))).revokedAt).toBeTypeOf('number')
  })
})
