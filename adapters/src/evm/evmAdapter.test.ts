// Integration: the EVM adapter against real anvil nodes and the injected test wallet's real
// EIP-1193 provider, discovered over EIP-6963 on an EventTarget (the page's window in the
// browser suite): discovery, connection and networks. Balances, signing and sends:
// evmTransfer.test.ts.
import { ethereumNetwork, sepoliaNetwork } from '@airlock/core'
import { type Connector, UserRejectedError } from '@airlock/core/adapter'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { exitFailure } from '../../../test/wallets/exitFailure'
import { createTestWallet } from '../../../test/wallets/injected/testWallet'
import { LEGACY_CONNECTOR_ID } from './discovery'
import { evmAdapter } from './evmAdapter'
import { adapterOverProvider, evmStackForFile, HOST_WALLET_ID, rdns } from './evmTestHarness'

const { stack, setup } = evmStackForFile()

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

describe('EVM adapter: discovery', () => {
  it('lists the announced wallet once, by rdns, and no duplicate legacy entry for it', () => {
    const { connectors } = setup({ legacy: true })
    expect(connectors.at(-1)).toEqual([`ANNOUNCED:${rdns}`])
  })

  it('issue 28: another provider announcing as the wallet is not listed; the wallet is marked and not reconnected silently', async () => {
    const { adapter, wallet, target } = setup({ authorized: true })
    let listed: readonly Connector[] = []
    adapter.watchConnectors((list) => {
      listed = list
    })
    // The wallet itself announcing again (on every request) is no impostor.
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(listed.map((connector) => connector.info)).toEqual([{ rdns }])
    const impostor = { request: async () => ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }
    // One copies the rdns under a uuid of its own, one copies the uuid under another rdns.
    for (const info of [
      { ...wallet.info, uuid: crypto.randomUUID() },
      { ...wallet.info, rdns: 'example.evil' },
    ]) {
      target.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: { info, provider: impostor } }),
      )
    }
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({
      id: rdns,
      provider: wallet.provider,
      info: { rdns, impersonated: true },
    })
    const asked = wallet.controls.requests().length
    expect(await run(adapter.reconnect({ connectorId: rdns }))).toBeUndefined()
    expect(wallet.controls.requests()).toHaveLength(asked)
    // Picked by the visitor, it is the wallet that announced first.
    expect(await run(adapter.connect({ connectorId: rdns }))).toMatchObject({
      address: wallet.address,
    })
  })

  it('lists a legacy window.ethereum alone as the Browser Wallet', () => {
    const wallet = createTestWallet({ chains: [{ id: 1, rpcUrl: stack().chains.mainnet.rpcUrl }] })
    const adapter = evmAdapter({
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
    const adapter = evmAdapter({ networks: [ethereumNetwork], discovery: { target } })
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
    const wallet = createTestWallet({ chains: [{ id: 1, rpcUrl: stack().chains.mainnet.rpcUrl }] })
    let created = 0
    const adapter = evmAdapter({
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

describe('EVM adapter: bad input fails typed (issue 28)', () => {
  const junkWallet = (accounts: unknown) =>
    adapterOverProvider(async ({ method }) => (method === 'eth_chainId' ? '0x1' : accounts))

  it("a wallet's answer that is not an address is dropped, never thrown on", async () => {
    const valid = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const connected = await run(
      junkWallet(['0xnope', 42, valid, 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266']).connect({
        connectorId: HOST_WALLET_ID,
      }),
    )
    expect(connected?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(connected?.accounts.map((account) => account.address)).toEqual([
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
    expect(
      exitFailure(await exit(junkWallet(['0xnope']).connect({ connectorId: HOST_WALLET_ID }))),
    ).toMatchObject({ name: 'UnauthorizedProviderError', code: 4100 })
  })

  it("a host transaction's fee that is not a quantity is InvalidParamsRpcError", async () => {
    const adapter = junkWallet([])
    for (const fees of [
      { maxFeePerGas: 'abc' },
      { gasPrice: {} },
      { maxPriorityFeePerGas: '-1' },
    ]) {
      expect(
        exitFailure(
          await exit(
            adapter.request({
              connectorId: HOST_WALLET_ID,
              method: 'eth_sendTransaction',
              params: [fees],
            }),
          ),
        ),
      ).toMatchObject({ name: 'InvalidParamsRpcError', code: -32602 })
    }
  })
})

describe('EVM adapter: spec §5 shapes where wallet answers and host requests enter (issue 29 (16))', () => {
  const answering = (answers: Record<string, unknown>) =>
    adapterOverProvider(async ({ method }) => answers[method] ?? null)

  it('a signature that is not 0x and 62 or more hex digits is no signature', async () => {
    for (const signature of ['0xdead', 'not hex', 42, null]) {
      const adapter = answering({ personal_sign: signature })
      expect(
        exitFailure(
          await exit(
            adapter.signMessage({
              connectorId: HOST_WALLET_ID,
              address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
              message: 'hi',
            }),
          ),
        ),
      ).toMatchObject({ name: 'InternalRpcError' })
    }
    const good = `0x${'ab'.repeat(65)}`
    expect(
      await run(
        answering({ personal_sign: good }).signMessage({
          connectorId: HOST_WALLET_ID,
          address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          message: 'hi',
        }),
      ),
    ).toBe(good)
  })

  it('a transaction hash that is not 0x and 64 hex digits is refused before the receipt is awaited', async () => {
    const adapter = answering({ eth_chainId: '0x1', eth_sendTransaction: '0x1234' })
    expect(
      exitFailure(
        await exit(
          adapter.transfer({
            connectorId: HOST_WALLET_ID,
            caipNetwork: ethereumNetwork,
            from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
            amount: 1n,
          }),
        ),
      ),
    ).toMatchObject({ name: 'InternalRpcError', message: expect.stringContaining('0x1234') })
  })

  it("a host's batch whose calls do not all go to a 0x address is refused before the wallet", async () => {
    let asked = 0
    const adapter = adapterOverProvider(async () => {
      asked++
      return { id: '0x1' }
    })
    for (const calls of [[{ to: 'vitalik.eth' }], [{ to: '0x1' }, {}], undefined]) {
      expect(
        exitFailure(
          await exit(
            adapter.request({
              connectorId: HOST_WALLET_ID,
              method: 'wallet_sendCalls',
              params: [{ calls }],
            }),
          ),
        ),
      ).toMatchObject({ name: 'InvalidParamsRpcError', code: -32602 })
    }
    expect(asked).toBe(0)
  })

  it("a host transaction's blobs: each non-empty hex data of at most 761855 bytes, or refused before the wallet (decision 0044)", async () => {
    const sent: unknown[] = []
    const adapter = adapterOverProvider(async ({ method, params }) => {
      sent.push(params)
      return method === 'eth_sendTransaction' ? `0x${'11'.repeat(32)}` : null
    })
    const request = (blobs: unknown) =>
      adapter.request({
        connectorId: HOST_WALLET_ID,
        method: 'eth_sendTransaction',
        params: [{ to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blobs }],
      })
    const send = (blobs: unknown) => exit(request(blobs))
    expect(exitFailure(await send(['0x']))).toMatchObject({
      _tag: 'EmptyBlobError',
      message: 'Blob data must not be empty.',
    })
    expect(exitFailure(await send([`0x${'00'.repeat(761_856)}`]))).toMatchObject({
      _tag: 'BlobSizeTooLargeError',
      size: 761_856,
      maxSize: 761_855,
      message: 'Blob size is too large.',
    })
    for (const junk of ['0x01', [42], ['zz']]) {
      expect(exitFailure(await send(junk))).toMatchObject({ name: 'InvalidParamsRpcError' })
    }
    expect(sent).toEqual([])
    const blob = `0x${'ab'.repeat(131_072)}`
    expect(await Effect.runPromise(request([blob, `0x${'00'.repeat(761_855)}`]))).toBe(
      `0x${'11'.repeat(32)}`,
    )
    expect(sent).toHaveLength(1)
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
    expect(exitFailure(await exit(adapter.connect({ connectorId: rdns })))).toBeInstanceOf(
      UserRejectedError,
    )
  })

  it('a wallet that never answers can be given up on, and the next attempt works', async () => {
    const { adapter, wallet } = setup()
    wallet.controls.hangNext('eth_requestAccounts')
    const given = await exit(
      adapter.connect({ connectorId: rdns }).pipe(Effect.timeout('100 millis')),
    )
    expect(exitFailure(given)).toMatchObject({ _tag: 'TimeoutError' })
    expect(await run(adapter.connect({ connectorId: rdns }))).toMatchObject({
      address: wallet.address,
    })
  })

  it('an unknown connector is a ConnectorNotFoundError', async () => {
    const { adapter } = setup()
    expect(exitFailure(await exit(adapter.connect({ connectorId: 'nope' })))).toMatchObject({
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
    // Issue 28: a transient drop (1013) is asked about again, and the account is still there.
    wallet.controls.dropTransiently()
    wallet.controls.disconnect()
    await expect
      .poll(() => events)
      .toEqual(['wallet.chainChanged', 'wallet.accountsChanged', 'wallet.disconnected'])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events.filter((type) => type === 'wallet.disconnected')).toHaveLength(1)
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
      exitFailure(await exit(adapter.switchNetwork({ connectorId: rdns, caipNetwork: unknown }))),
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
            rpcUrls: [stack().chains.unsupported.rpcUrl],
          },
        ],
      }),
    )
    expect(wallet.chainId).toBe(424242)
  })

  it('issue 28: a switch the wallet answers without making is WalletChainMismatchError', async () => {
    const { adapter, wallet } = setup()
    await run(adapter.connect({ connectorId: rdns }))
    wallet.controls.ignoreNext('wallet_switchEthereumChain')
    expect(
      exitFailure(
        await exit(adapter.switchNetwork({ connectorId: rdns, caipNetwork: sepoliaNetwork })),
      ),
    ).toMatchObject({
      _tag: 'WalletChainMismatchError',
      walletChainId: 1,
      chainId: 11155111,
      message: 'The wallet is on chain 1, not on Sepolia (chain 11155111)',
    })
    expect(wallet.chainId).toBe(1)
  })
})
