// Issue 17 in a real page: the Bitcoin test wallet registers on the page's window through the
// Wallet Standard events, the bip122 adapter finds it through the page's own registry
// (getWallets), connects payment and ordinals accounts, gets a BIP-137 signature that verifies,
// and reads the fixture balance from the local Blockchain API. A second test wallet speaks
// sats-connect's convention (window.btc_providers, request envelopes) to the same adapter.
import { createBitcoinAdapter } from '@airlock/adapters/bitcoin'
import { bitcoinMainnet } from '@airlock/core'
import type { AdapterEvent } from '@airlock/core/adapter'
import { base64 } from '@scure/base'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { seededPrivateKey } from '../wallets/bitcoin/bitcoinKeys'
import { verifyBitcoinMessage } from '../wallets/bitcoin/bitcoinMessage'
import { createBitcoinTestWallet } from '../wallets/bitcoin/bitcoinTestWallet'
import {
  createSatsConnectTestWallet,
  installSatsConnectTestWallet,
} from '../wallets/bitcoin/satsConnectTestWallet'
import { exitFailure } from '../wallets/exitFailure'
import { registerStandardWallet } from '../wallets/registerStandardWallet'
import './browserStack'

const { services } = inject('stack')
const connectorId = 'Airlock Bitcoin Test Wallet'
const wallet = createBitcoinTestWallet()
const unregister = registerStandardWallet(wallet.wallet)
const blockchainApi = { url: services.api, projectId: 'airlock-browser-tests' }
const adapter = createBitcoinAdapter({ networks: [bitcoinMainnet], blockchainApi })
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

afterAll(() => unregister())

describe('bitcoin adapter in Chromium', () => {
  it('finds the wallet in the page registry as an ANNOUNCED bip122 connector', async () => {
    let listed: string[] = []
    const stop = adapter.watchConnectors((list) => {
      listed = list.map((c) => `${c.type}:${c.id}:${c.chain}:${c.chains?.map((n) => n.id)}`)
    })
    // Once the registry (@wallet-standard/app, loaded on first use) is there.
    await vi.waitFor(() =>
      expect(listed).toEqual([`ANNOUNCED:${connectorId}:bip122:${bitcoinMainnet.id}`]),
    )
    stop()
  })

  it('connects with the payment account first and the ordinals account next', async () => {
    const connected = await run(adapter.connect({ connectorId }))
    expect(connected).toMatchObject({
      connectorType: 'ANNOUNCED',
      address: wallet.payment.address,
      chainId: bitcoinMainnet.id,
    })
    expect(connected.accounts.map((a) => [a.type, a.address])).toEqual([
      ['payment', wallet.payment.address],
      ['ordinal', wallet.ordinals.address],
    ])
    expect(wallet.payment.address).toMatch(/^bc1q/)
    expect(wallet.ordinals.address).toMatch(/^bc1p/)
    const asked = wallet.controls.requests().find((r) => r.method === 'bitcoin:connect')
    expect(asked?.params).toEqual({ purposes: ['payment', 'ordinals'] })
  })

  it('signs a message with a BIP-137 signature that recovers to the payment address', async () => {
    const message = 'hello from chromium'
    const signature = base64.decode(
      await run(adapter.signMessage({ connectorId, address: wallet.payment.address, message })),
    )
    const bytes = new TextEncoder().encode(message)
    expect(verifyBitcoinMessage(wallet.payment.address, bytes, signature)).toBe(true)
    expect(
      verifyBitcoinMessage(wallet.payment.address, new TextEncoder().encode('hello'), signature),
    ).toBe(false)
  })

  it("answers the WalletConnect-named request 'signMessage' with address and signature", async () => {
    const answer = (await run(
      adapter.request({
        connectorId,
        method: 'signMessage',
        params: { address: wallet.payment.address, message: 'sign in' },
      }),
    )) as { address: string; signature: string }
    expect(answer.address).toBe(wallet.payment.address)
    expect(
      verifyBitcoinMessage(
        wallet.payment.address,
        new TextEncoder().encode('sign in'),
        base64.decode(answer.signature),
      ),
    ).toBe(true)
  })

  it('reads the fixture balances from the local Blockchain API', async () => {
    const payment = await run(
      adapter.getBalance({ address: wallet.payment.address, caipNetwork: bitcoinMainnet }),
    )
    const ordinals = await run(
      adapter.getBalance({ address: wallet.ordinals.address, caipNetwork: bitcoinMainnet }),
    )
    expect(payment).toEqual({ balance: '0.5', symbol: 'BTC' })
    expect(ordinals).toEqual({ balance: '0.0001', symbol: 'BTC' })
  })

  it('a refusal in the wallet is the typed UserRejectedError', async () => {
    wallet.controls.rejectNext('bitcoin:signMessage')
    const result = await exit(
      adapter.signMessage({ connectorId, address: wallet.payment.address, message: 'no' }),
    )
    expect(exitFailure(result)).toMatchObject({ _tag: 'UserRejectedError', code: 4001 })
  })

  it('a wallet that never answers fails with WalletTimeoutError after the injected timeout', async () => {
    const impatient = createBitcoinAdapter({
      networks: [bitcoinMainnet],
      timeouts: { promptMs: 200 },
    })
    wallet.controls.hangNext('bitcoin:connect')
    const started = performance.now()
    const result = await exit(impatient.connect({ connectorId }))
    expect(exitFailure(result)).toMatchObject({
      _tag: 'WalletTimeoutError',
      operation: 'bitcoin:connect',
      timeoutMs: 200,
    })
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('reports a key switch as accountsChanged, and the wallet dropping the site as disconnected', async () => {
    const events: AdapterEvent[] = []
    const stop = adapter.watchEvents((event) => events.push(event))
    wallet.controls.switchAccount(seededPrivateKey('payment-1'), seededPrivateKey('ordinals-1'))
    wallet.controls.disconnect()
    stop()
    expect(events.map((e) => e.type)).toEqual(['wallet.accountsChanged', 'wallet.disconnected'])
    const [changed] = events
    expect(changed?.type === 'wallet.accountsChanged' && changed.accounts[0]).toMatchObject({
      type: 'payment',
      address: wallet.payment.address,
    })
  })

  it('reconnects silently while authorized, and disconnect revokes the site', async () => {
    expect(await run(adapter.reconnect({ connectorId }))).toBeUndefined()
    await run(adapter.connect({ connectorId }))
    const again = await run(adapter.reconnect({ connectorId }))
    expect(again?.address).toBe(wallet.payment.address)
    await run(adapter.disconnect({ connectorId }))
    expect(wallet.controls.requests().at(-1)?.method).toBe('standard:disconnect')
    expect(wallet.wallet.accounts).toEqual([])
    expect(await run(adapter.reconnect({ connectorId }))).toBeUndefined()
  })

  it('has no transfers on bip122 (spec §4)', async () => {
    const result = await exit(
      adapter.transfer({
        connectorId,
        caipNetwork: bitcoinMainnet,
        from: wallet.payment.address,
        to: wallet.ordinals.address,
        amount: 1n,
      }),
    )
    expect(exitFailure(result)).toMatchObject({
      _tag: 'UnsupportedOperationError',
      namespace: 'bip122',
    })
  })
})

describe('bitcoin adapter in Chromium: a sats-connect wallet', () => {
  const sats = createSatsConnectTestWallet()
  const satsId = 'Airlock Sats Test Wallet'
  let uninstall = () => {}
  beforeAll(() => {
    uninstall = installSatsConnectTestWallet(sats)
  })
  afterAll(() => uninstall())

  it('lists the btc_providers entry next to the Wallet Standard wallet', async () => {
    let listed: string[] = []
    const stop = adapter.watchConnectors((list) => {
      listed = list.map((c) => `${c.type}:${c.id}`)
    })
    await vi.waitFor(() =>
      expect(listed).toEqual([`ANNOUNCED:${connectorId}`, `ANNOUNCED:${satsId}`]),
    )
    stop()
  })

  it("connects through 'getAccounts' with payment first and ordinals next", async () => {
    const connected = await run(adapter.connect({ connectorId: satsId }))
    expect(connected.accounts.map((a) => [a.type, a.address])).toEqual([
      ['payment', sats.payment.address],
      ['ordinal', sats.ordinals.address],
    ])
    expect(sats.controls.requests()[0]).toEqual({
      method: 'getAccounts',
      params: { purposes: ['payment', 'ordinals'] },
    })
  })

  it("signs through 'signMessage' (ECDSA): a BIP-137 signature that verifies", async () => {
    const signature = await run(
      adapter.signMessage({ connectorId: satsId, address: sats.payment.address, message: 'gm' }),
    )
    const bytes = new TextEncoder().encode('gm')
    expect(verifyBitcoinMessage(sats.payment.address, bytes, base64.decode(signature))).toBe(true)
  })

  it('an error envelope with -32000 is the typed UserRejectedError', async () => {
    sats.controls.rejectNext('signMessage')
    const result = await exit(
      adapter.signMessage({ connectorId: satsId, address: sats.payment.address, message: 'no' }),
    )
    expect(exitFailure(result)).toMatchObject({ _tag: 'UserRejectedError' })
  })

  it('a signMessage that never answers fails with WalletTimeoutError', async () => {
    const impatient = createBitcoinAdapter({
      networks: [bitcoinMainnet],
      timeouts: { promptMs: 200 },
    })
    sats.controls.hangNext('signMessage')
    const result = await exit(
      impatient.signMessage({ connectorId: satsId, address: sats.payment.address, message: 'x' }),
    )
    expect(exitFailure(result)).toMatchObject({ _tag: 'WalletTimeoutError', timeoutMs: 200 })
  })

  it("an 'accountChange' event becomes accountsChanged with the wallet's new addresses", async () => {
    const events: AdapterEvent[] = []
    const stop = adapter.watchEvents((event) => events.push(event))
    sats.controls.switchAccount(seededPrivateKey('payment-2'), seededPrivateKey('ordinals-2'))
    await expect.poll(() => events.length).toBe(1)
    stop()
    const [changed] = events
    expect(changed?.type === 'wallet.accountsChanged' && changed.accounts[0]?.address).toBe(
      sats.payment.address,
    )
  })

  it("disconnect renounces the site's permissions; a silent reconnect then finds nothing", async () => {
    expect((await run(adapter.reconnect({ connectorId: satsId })))?.address).toBe(
      sats.payment.address,
    )
    await run(adapter.disconnect({ connectorId: satsId }))
    expect(sats.controls.requests().at(-1)?.method).toBe('wallet_renouncePermissions')
    expect(await run(adapter.reconnect({ connectorId: satsId }))).toBeUndefined()
  })
})
