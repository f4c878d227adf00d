// Integration: the EVM adapter's balances, fee estimates, signatures and sends against real
// anvil nodes and the injected test wallet; every balance checked on the node before and after.
import { ethereumNetwork } from '@airlock/core'
import {
  ExecutionRevertedError,
  FeeConflictError,
  type TransferParameters,
  UserRejectedError,
} from '@airlock/core/adapter'
import { Effect } from 'effect'
import { type Address, erc20Abi, parseEther, parseUnits, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { recordReliability } from '../../../test/reliability/reliabilityRecord'
import { exitFailure } from '../../../test/wallets/exitFailure'
import { evmStackForFile, rdns } from './evmTestHarness'

const { stack, setup } = evmStackForFile()

const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

/** A transfer on Ethereum from the test wallet to `recipient`. */
const transferToRecipient = (
  { adapter, wallet }: ReturnType<typeof setup>,
  parameters: Pick<TransferParameters, 'amount' | 'tokenAddress' | 'onSubmitted' | 'decimals'>,
) =>
  adapter.transfer({
    connectorId: rdns,
    caipNetwork: ethereumNetwork,
    from: wallet.address,
    to: recipient,
    ...parameters,
  })

async function tokenBalance(
  token: Address,
  owner: Address,
  rpcUrl = stack().chains.mainnet.rpcUrl,
) {
  const { createPublicClient, http } = await import('viem')
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

async function nativeBalance(owner: Address) {
  return BigInt(await stack().chains.mainnet.request<string>('eth_getBalance', [owner, 'latest']))
}

describe('EVM adapter: balances, signing and sending', () => {
  it('reads the native balance from the node', async () => {
    const { adapter, wallet } = setup()
    const balance = await run(
      adapter.getBalance({ address: wallet.address, caipNetwork: ethereumNetwork }),
    )
    expect(balance.symbol).toBe('ETH')
    expect(Number(balance.balance)).toBeGreaterThan(9000)
  })

  it("issue 25: estimates a transfer's network fee: 21000 gas for ETH, more for an ERC-20, at spec §9's 1.2 times the base fee plus the tip; a transfer that would revert is an error", async () => {
    const { createPublicClient, http } = await import('viem')
    const node = createPublicClient({ transport: http(stack().chains.mainnet.rpcUrl) })
    const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const feeOf = (
      adapter: ReturnType<typeof setup>['adapter'],
      from: string,
      amount: bigint,
      tokenAddress?: string,
    ) =>
      adapter.estimateTransferFee?.({
        caipNetwork: ethereumNetwork,
        from,
        to: receiver,
        amount,
        tokenAddress,
      }) ?? Effect.die('no estimateTransferFee')
    // The most a unit of gas may cost: the base fee times the multiplier, plus the tip.
    const maxFeePerGas = async (tenths: bigint) => {
      const [block, tip] = await Promise.all([
        node.getBlock(),
        node.request({ method: 'eth_maxPriorityFeePerGas' }),
      ])
      return ((block.baseFeePerGas ?? 0n) * tenths) / 10n + BigInt(tip)
    }
    const { adapter, wallet } = setup()
    // A plain ETH transfer to an account costs exactly 21000 gas.
    expect(await run(feeOf(adapter, wallet.address, parseEther('1')))).toBe(
      21_000n * (await maxFeePerGas(12n)),
    )
    const doubled = setup({ baseFeeMultiplier: 2 })
    expect(await run(feeOf(doubled.adapter, doubled.wallet.address, parseEther('1')))).toBe(
      21_000n * (await maxFeePerGas(20n)),
    )
    expect(
      await run(feeOf(adapter, wallet.address, parseUnits('5', 6), stack().fixtures.usdc)),
    ).toBeGreaterThan(21_000n * (await maxFeePerGas(12n)))
    const tooMuch = await exit(
      feeOf(adapter, wallet.address, parseUnits('1000000000', 6), stack().fixtures.usdc),
    )
    expect(exitFailure(tooMuch)).toMatchObject({ _tag: 'WalletRpcError', name: 'FeeEstimateError' })
  })

  it('spec §5: a base-fee multiplier below 1 is refused as the code loads, with its message', async () => {
    const { createEvmAdapter } = await import('./createEvmAdapter')
    const adapter = createEvmAdapter({ networks: [ethereumNetwork], baseFeeMultiplier: 0.9 })
    await expect(adapter.load()).rejects.toMatchObject({
      _tag: 'BaseFeeScalarError',
      baseFeeMultiplier: 0.9,
      message: '`baseFeeMultiplier` must be greater than 1.',
    })
    expect(() => setup({ baseFeeMultiplier: 1 })).not.toThrow()
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
    const connected = setup()
    await run(connected.adapter.connect({ connectorId: rdns }))
    const before = await nativeBalance(recipient)
    const amount = parseEther('0.0123')
    const submitted: string[] = []
    const hash = await run(
      transferToRecipient(connected, {
        amount,
        onSubmitted: (pending) => submitted.push(pending),
      }),
    )
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(submitted).toEqual([hash])
    expect((await nativeBalance(recipient)) - before).toBe(amount)
  })

  it.each([
    ['the wallet broadcasts it (eth_sendRawTransaction)', false],
    ['the node broadcasts it, the wallet having no eth_sendRawTransaction', true],
  ] as const)(
    'spec §7: a wallet that only signs gets eth_signTransaction; %s; the send lands',
    async (_, refusesRawTransactions) => {
      const connected = setup({ wallet: { signsOnly: true, refusesRawTransactions } })
      await run(connected.adapter.connect({ connectorId: rdns }))
      const before = await nativeBalance(recipient)
      const amount = parseEther('0.0042')
      const hash = await run(transferToRecipient(connected, { amount }))
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect((await nativeBalance(recipient)) - before).toBe(amount)
      const methods = connected.wallet.controls
        .requests()
        .map((request) => request.method)
        .filter((method) => /^eth_(send|sign)/.test(method))
      expect(methods).toEqual([
        'eth_sendTransaction',
        'eth_signTransaction',
        'eth_sendRawTransaction',
      ])
      const answered = await stack().chains.mainnet.request<{ hash: string } | null>(
        'eth_getTransactionByHash',
        [hash],
      )
      expect(answered?.hash).toBe(hash)
    },
  )

  it.each([
    ['USDC-like (6 decimals)', 'usdc', 6],
    ['USDT-like (transfer returns nothing)', 'usdt', 6],
    ['18-decimal token', 'tt', 18],
  ] as const)(
    'an ERC-20 send of the %s token moves exactly the amount',
    async (_, token, decimals) => {
      const connected = setup()
      const { wallet } = connected
      await run(connected.adapter.connect({ connectorId: rdns }))
      const tokenAddress = stack().fixtures[token]
      const amount = parseUnits('12.5', decimals)
      const [senderBefore, recipientBefore] = await Promise.all([
        tokenBalance(tokenAddress, wallet.address),
        tokenBalance(tokenAddress, recipient),
      ])
      await run(transferToRecipient(connected, { amount, tokenAddress }))
      expect(senderBefore - (await tokenBalance(tokenAddress, wallet.address))).toBe(amount)
      expect((await tokenBalance(tokenAddress, recipient)) - recipientBefore).toBe(amount)
    },
  )

  it('spec §8: a send over the balance fails with the node error and its revert reason', async () => {
    const connected = setup()
    await run(connected.adapter.connect({ connectorId: rdns }))
    const error = exitFailure(
      await exit(
        transferToRecipient(connected, {
          amount: parseUnits('999999999', 6),
          tokenAddress: stack().fixtures.usdc,
        }),
      ),
    )
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect(error).toMatchObject({
      _tag: 'ExecutionRevertedError',
      message: expect.stringContaining('ERC20: transfer amount exceeds balance'),
    })
  })

  it('a rejected send is a UserRejectedError and moves nothing', async () => {
    const connected = setup()
    await run(connected.adapter.connect({ connectorId: rdns }))
    const before = await nativeBalance(recipient)
    connected.wallet.controls.rejectNext('eth_sendTransaction')
    const result = await exit(transferToRecipient(connected, { amount: 1n }))
    expect(exitFailure(result)).toBeInstanceOf(UserRejectedError)
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
    expect(exitFailure(result)).toBeInstanceOf(FeeConflictError)
    expect(wallet.controls.requests().map((r) => r.method)).not.toContain('eth_sendTransaction')
  })

  it('issue 28: a send names its chain, and is refused before the wallet is asked when the wallet is on another', async () => {
    const context = setup()
    const { adapter, wallet } = context
    await run(adapter.connect({ connectorId: rdns }))
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xaa36a7' }],
    })
    const before = await nativeBalance(wallet.address)
    expect(
      exitFailure(await exit(transferToRecipient(context, { amount: parseEther('1') }))),
    ).toMatchObject({ _tag: 'WalletChainMismatchError', walletChainId: 11155111, chainId: 1 })
    const sends = () =>
      wallet.controls.requests().filter((request) => request.method === 'eth_sendTransaction')
    expect(sends()).toEqual([])

    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
    await run(transferToRecipient(context, { amount: parseEther('1') }))
    const [sent] = (sends()[0]?.params ?? []) as { chainId?: string }[]
    expect(sent?.chainId).toBe('0x1')
    expect(before - (await nativeBalance(wallet.address))).toBeGreaterThanOrEqual(parseEther('1'))
  })

  it('issue 28: a 0x-less address sends as the address it is; a token address that is none fails typed', async () => {
    const context = setup()
    const { adapter, wallet } = context
    await run(adapter.connect({ connectorId: rdns }))
    const before = await nativeBalance(recipient)
    await run(
      adapter.transfer({
        connectorId: rdns,
        caipNetwork: ethereumNetwork,
        from: wallet.address.slice(2),
        to: recipient.slice(2).toLowerCase(),
        amount: 1n,
      }),
    )
    expect((await nativeBalance(recipient)) - before).toBe(1n)
    expect(
      exitFailure(
        await exit(
          adapter.transfer({
            connectorId: rdns,
            caipNetwork: ethereumNetwork,
            from: wallet.address,
            to: recipient,
            amount: 1n,
            tokenAddress: 'not-a-token',
          }),
        ),
      ),
    ).toMatchObject({ name: 'InvalidParamsRpcError', code: -32602 })
  })

  it('issue 28 (4): a token send whose listed decimals are not the token’s own is refused before the wallet is asked', async (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'an ERC-20 send scaled with decimals other than the token’s own (a lying API)',
      cases: 1,
      expected: 'TokenDecimalsMismatchError before the wallet is asked; nothing moves',
    })
    const connected = setup()
    const { wallet } = connected
    await run(connected.adapter.connect({ connectorId: rdns }))
    const tokenAddress = stack().fixtures.usdc
    const before = await tokenBalance(tokenAddress, recipient)
    // The API said 18: "12.5" became 12.5e18 units, 12.5 trillion of a 6-decimal token.
    const refused = await exit(
      transferToRecipient(connected, {
        amount: parseUnits('12.5', 18),
        tokenAddress,
        decimals: 18,
      }),
    )
    expect(exitFailure(refused)).toMatchObject({
      _tag: 'TokenDecimalsMismatchError',
      listed: 18,
      onChain: 6,
      message:
        'The token’s decimals on chain (6) are not the listed ones (18): the amount would be wrong. Nothing was sent.',
    })
    expect(
      wallet.controls.requests().filter((request) => request.method === 'eth_sendTransaction'),
    ).toEqual([])
    await run(
      transferToRecipient(connected, { amount: parseUnits('1', 6), tokenAddress, decimals: 6 }),
    )
    expect((await tokenBalance(tokenAddress, recipient)) - before).toBe(parseUnits('1', 6))
  })
})
