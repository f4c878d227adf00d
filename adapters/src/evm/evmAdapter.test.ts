// Integration: the EVM adapter against real anvil nodes and the injected test wallet's real
// EIP-1193 provider, discovered over EIP-6963 on an EventTarget (the page's window in the
// browser suite).
import { ethereumNetwork, sepoliaNetwork } from '@airlock/core'
import { FeeConflictError, UserRejectedError } from '@airlock/core/adapter'
import { Effect, Exit } from 'effect'
import { type Address, erc20Abi, parseEther, parseUnits, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Stack, startStack, stopStack } from '../../../test/stack/stack'
import { announceTestWallet, createTestWallet } from '../../../test/wallets/injected/testWallet'
import { LEGACY_CONNECTOR_ID } from './discovery'
import { createEvmAdapter } from './evmAdapter'

const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const rdns = 'dev.airlock.testwallet'

let stack: Stack
let revert: () => Promise<void>

beforeAll(async () => {
  stack = await startStack()
}, 30_000)
afterAll(async () => {
  await stopStack(stack)
})
beforeEach(async () => {
  revert = await stack.snapshot()
})
afterEach(async () => {
  await revert()
})

function setup({ authorized = false, legacy = false } = {}) {
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: stack.chains.mainnet.rpcUrl },
      { id: 11155111, rpcUrl: stack.chains.sepolia.rpcUrl },
    ],
    authorized,
    info: { rdns },
  })
  const target = new EventTarget()
  announceTestWallet(wallet, target)
  const adapter = createEvmAdapter({
    networks: [ethereumNetwork, sepoliaNetwork],
    rpcUrls: { 1: [stack.chains.mainnet.rpcUrl], 11155111: [stack.chains.sepolia.rpcUrl] },
    discovery: { target, legacyProvider: () => (legacy ? wallet.provider : undefined) },
  })
  const connectors: string[][] = []
  adapter.watchConnectors((list) => connectors.push(list.map((c) => `${c.type}:${c.id}`)))
  return { wallet, adapter, connectors }
}

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

async function tokenBalance(token: Address, owner: Address, rpcUrl = stack.chains.mainnet.rpcUrl) {
  const { createPublicClient, http } = await import('viem')
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

async function nativeBalance(owner: Address) {
  return BigInt(await stack.chains.mainnet.request<string>('eth_getBalance', [owner, 'latest']))
}

function failure(result: Exit.Exit<unknown, unknown>) {
  if (Exit.isSuccess(result)) throw new Error('expected a failure')
  const reason = result.cause.reasons[0]
  return reason && 'error' in reason ? reason.error : reason
}

describe('EVM adapter: discovery', () => {
  it('lists the announced wallet once, by rdns, and no duplicate legacy entry for it', () => {
    const { connectors } = setup({ legacy: true })
    expect(connectors.at(-1)).toEqual([`ANNOUNCED:${rdns}`])
  })

  it('lists a legacy window.ethereum alone as the Browser Wallet', () => {
    const wallet = createTestWallet({ chains: [{ id: 1, rpcUrl: stack.chains.mainnet.rpcUrl }] })
    const adapter = createEvmAdapter({
      networks: [ethereumNetwork],
      discovery: { target: new EventTarget(), legacyProvider: () => wallet.provider },
    })
    let listed: string[] = []
    adapter.watchConnectors((list) => {
      listed = list.map((c) => `${c.type}:${c.id}:${c.name}`)
    })
    expect(listed).toEqual([`INJECTED:${LEGACY_CONNECTOR_ID}:Browser Wallet`])
  })

  it('ignores a malformed announcement', () => {
    const { connectors } = setup()
    const target = new EventTarget()
    const adapter = createEvmAdapter({ networks: [ethereumNetwork], discovery: { target } })
    let listed: readonly unknown[] = []
    adapter.watchConnectors((list) => {
      listed = list
    })
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'x' } } }),
    )
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: 'nonsense' }))
    expect(listed).toEqual([])
    expect(connectors.at(-1)).toHaveLength(1)
  })

  it('lists a host-registered EXTERNAL connector and creates its provider only when used', async () => {
    const wallet = createTestWallet({ chains: [{ id: 1, rpcUrl: stack.chains.mainnet.rpcUrl }] })
    let created = 0
    const adapter = createEvmAdapter({
      networks: [ethereumNetwork],
      discovery: { target: new EventTarget() },
      externalConnectors: [
        {
          id: 'app-wallet',
          name: 'App Wallet',
          chain: 'eip155',
          getProvider: () => {
            created += 1
            return wallet.provider
          },
        },
      ],
    })
    let listed: string[] = []
    adapter.watchConnectors((list) => {
      listed = list.map((c) => `${c.type}:${c.id}`)
    })
    expect(listed).toEqual(['EXTERNAL:app-wallet'])
    expect(created).toBe(0)
    const connected = await run(adapter.connect({ connectorId: 'app-wallet' }))
    expect(connected).toMatchObject({ connectorType: 'EXTERNAL', address: wallet.address })
    expect(created).toBe(1)
  })
})

describe('EVM adapter: connection', () => {
  it('connects: the wallet asks, and answers with its account on chain 1', async () => {
    const { adapter, wallet } = setup()
    const connected = await run(adapter.connect({ connectorId: rdns }))
    expect(connected).toMatchObject({
      connectorType: 'ANNOUNCED',
      address: wallet.address,
      chainId: 1,
    })
    expect(wallet.controls.requests().map((r) => r.method)).toContain('eth_requestAccounts')
  })

  it('spec §4: silent reconnect never prompts: authorized → the connection, else undefined', async () => {
    const trusted = setup({ authorized: true })
    expect(await run(trusted.adapter.reconnect({ connectorId: rdns }))).toMatchObject({
      address: trusted.wallet.address,
    })
    const stranger = setup({ authorized: false })
    expect(await run(stranger.adapter.reconnect({ connectorId: rdns }))).toBeUndefined()
    for (const { wallet } of [trusted, stranger]) {
      expect(wallet.controls.requests().map((r) => r.method)).not.toContain('eth_requestAccounts')
    }
  })

  it('a rejection (4001) is a UserRejectedError', async () => {
    const { adapter, wallet } = setup()
    wallet.controls.rejectNext('eth_requestAccounts')
    expect(failure(await exit(adapter.connect({ connectorId: rdns })))).toBeInstanceOf(
      UserRejectedError,
    )
  })

  it('a wallet that never answers can be given up on, and the next attempt works', async () => {
    const { adapter, wallet } = setup()
    wallet.controls.hangNext('eth_requestAccounts')
    const given = await exit(
      adapter.connect({ connectorId: rdns }).pipe(Effect.timeout('100 millis')),
    )
    expect(failure(given)).toMatchObject({ _tag: 'TimeoutError' })
    expect(await run(adapter.connect({ connectorId: rdns }))).toMatchObject({
      address: wallet.address,
    })
  })

  it('an unknown connector is a ConnectorNotFoundError', async () => {
    const { adapter } = setup()
    expect(failure(await exit(adapter.connect({ connectorId: 'nope' })))).toMatchObject({
      _tag: 'ConnectorNotFoundError',
    })
  })

  it('disconnect revokes the permission, so a silent reconnect finds nothing', async () => {
    const { adapter } = setup()
    await run(adapter.connect({ connectorId: rdns }))
    await run(adapter.disconnect({ connectorId: rdns }))
    expect(await run(adapter.reconnect({ connectorId: rdns }))).toBeUndefined()
  })

  it('feeds the wallet events to the machines', async () => {
    const { adapter, wallet } = setup()
    const events: string[] = []
    adapter.watchEvents((event) => events.push(event.type))
    await run(adapter.connect({ connectorId: rdns }))
    await run(adapter.switchNetwork({ connectorId: rdns, caipNetwork: sepoliaNetwork }))
    wallet.controls.switchAccount(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    )
    wallet.controls.disconnect()
    expect(events).toEqual(['wallet.chainChanged', 'wallet.accountsChanged', 'wallet.disconnected'])
  })
})

describe('EVM adapter: networks', () => {
  it('switches 1 → 11155111 through the wallet', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: rdns }))
    await run(adapter.switchNetwork({ connectorId: rdns, caipNetwork: sepoliaNetwork }))
    expect(wallet.chainId).toBe(11155111)
  })

  it('spec §8: a chain the wallet does not know fails with 4902, and wallet_addEthereumChain adds it', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: rdns }))
    const unknown = { ...ethereumNetwork, id: 424242, caipNetworkId: 'eip155:424242' as const }
    expect(
      failure(await exit(adapter.switchNetwork({ connectorId: rdns, caipNetwork: unknown }))),
    ).toMatchObject({
      code: 4902,
    })
    await run(
      adapter.request({
        connectorId: rdns,
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x67932',
            chainName: 'Unsupported',
            rpcUrls: [stack.chains.unsupported.rpcUrl],
          },
        ],
      }),
    )
    expect(wallet.chainId).toBe(424242)
  })
})

describe('EVM adapter: balances, signing and sending', () => {
  it('reads the native balance from the node', async () => {
    const { adapter, wallet } = setup()
    const balance = await run(
      adapter.getBalance({ address: wallet.address, caipNetwork: ethereumNetwork }),
    )
    expect(balance.symbol).toBe('ETH')
    expect(Number(balance.balance)).toBeGreaterThan(9000)
  })

  it("issue 25: estimates a transfer's network fee: 21000 gas for ETH, more for an ERC-20; a transfer that would revert is an error", async () => {
    const { adapter, wallet } = setup()
    const { createPublicClient, http } = await import('viem')
    const gasPrice = await createPublicClient({
      transport: http(stack.chains.mainnet.rpcUrl),
    }).getGasPrice()
    const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const fee = (amount: bigint, tokenAddress?: string) =>
      adapter.estimateTransferFee?.({
        caipNetwork: ethereumNetwork,
        from: wallet.address,
        to: receiver,
        amount,
        tokenAddress,
      }) ?? Effect.die('no estimateTransferFee')
    // A plain ETH transfer to an account costs exactly 21000 gas.
    expect(await run(fee(parseEther('1')))).toBe(21_000n * gasPrice)
    expect(await run(fee(parseUnits('5', 6), stack.fixtures.usdc))).toBeGreaterThan(
      21_000n * gasPrice,
    )
    const tooMuch = await exit(fee(parseUnits('1000000000', 6), stack.fixtures.usdc))
    expect(failure(tooMuch)).toMatchObject({ _tag: 'WalletRpcError', name: 'FeeEstimateError' })
  })

  it('signs a message the address can be verified against', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: rdns }))
    const signature = await run(
      adapter.signMessage({ connectorId: rdns, address: wallet.address, message: 'hello airlock' }),
    )
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'hello airlock',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('a native send moves exactly the amount, reporting its hash as pending first', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: rdns }))
    const before = await nativeBalance(recipient)
    const amount = parseEther('0.0123')
    const submitted: string[] = []
    const hash = await run(
      adapter.transfer({
        connectorId: rdns,
        caipNetwork: ethereumNetwork,
        from: wallet.address,
        to: recipient,
        amount,
        onSubmitted: (pending) => submitted.push(pending),
      }),
    )
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(submitted).toEqual([hash])
    expect((await nativeBalance(recipient)) - before).toBe(amount)
  })

  it.each([
    ['USDC-like (6 decimals)', 'usdc', 6],
    ['USDT-like (transfer returns nothing)', 'usdt', 6],
    ['18-decimal token', 'tt', 18],
  ] as const)(
    'an ERC-20 send of the %s token moves exactly the amount',
    async (_, token, decimals) => {
      const { adapter, wallet } = setup()
      await run(adapter.connect({ connectorId: rdns }))
      const tokenAddress = stack.fixtures[token]
      const amount = parseUnits('12.5', decimals)
      const [senderBefore, recipientBefore] = await Promise.all([
        tokenBalance(tokenAddress, wallet.address),
        tokenBalance(tokenAddress, recipient),
      ])
      await run(
        adapter.transfer({
          connectorId: rdns,
          caipNetwork: ethereumNetwork,
          from: wallet.address,
          to: recipient,
          amount,
          tokenAddress,
        }),
      )
      expect(senderBefore - (await tokenBalance(tokenAddress, wallet.address))).toBe(amount)
      expect((await tokenBalance(tokenAddress, recipient)) - recipientBefore).toBe(amount)
    },
  )

  it('spec §8: a send over the balance fails with the node error and its revert reason', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: rdns }))
    const error = failure(
      await exit(
        adapter.transfer({
          connectorId: rdns,
          caipNetwork: ethereumNetwork,
          from: wallet.address,
          to: recipient,
          amount: parseUnits('999999999', 6),
          tokenAddress: stack.fixtures.usdc,
        }),
      ),
    )
    expect(error).toMatchObject({ _tag: 'ExecutionRevertedError' })
    expect(String((error as Error).message)).toContain('ERC20: transfer amount exceeds balance')
  })

  it('a rejected send is a UserRejectedError and moves nothing', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: rdns }))
    const before = await nativeBalance(recipient)
    wallet.controls.rejectNext('eth_sendTransaction')
    const result = await exit(
      adapter.transfer({
        connectorId: rdns,
        caipNetwork: ethereumNetwork,
        from: wallet.address,
        to: recipient,
        amount: 1n,
      }),
    )
    expect(failure(result)).toBeInstanceOf(UserRejectedError)
    expect(await nativeBalance(recipient)).toBe(before)
  })

  it('spec §5: fee rules are enforced before the wallet sees the request', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: rdns }))
    const result = await exit(
      adapter.request({
        connectorId: rdns,
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: recipient, gasPrice: '0x1', maxFeePerGas: '0x2' }],
      }),
    )
    expect(failure(result)).toBeInstanceOf(FeeConflictError)
    expect(wallet.controls.requests().map((r) => r.method)).not.toContain('eth_sendTransaction')
  })
})
