// Issue 17 in a real page: the Polkadot test wallet injects itself as extensions do
// (`window.injectedWeb3[name]`), the polkadot adapter lists it, enables it, reads its SS58
// accounts, and gets an ed25519 signRaw signature over `<Bytes>message</Bytes>` that verifies.
import { createPolkadotAdapter } from '@airlock/adapters/polkadot'
import { polkadotMainnet } from '@airlock/core'
import { type AdapterEvent, parsePolkadotAddress } from '@airlock/core/adapter'
import { ed25519 } from '@noble/curves/ed25519'
import { base16 } from '@scure/base'
import { Effect, Result } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'
import { exitFailure } from '../wallets/exitFailure'
import {
  createPolkadotTestWallet,
  injectPolkadotTestWallet,
} from '../wallets/polkadot/polkadotTestWallet'
import { wrapBytes } from '../wallets/polkadot/wrapBytes'

const connectorId = 'airlock-polkadot-test-wallet'
const wallet = createPolkadotTestWallet({ accounts: ['alice', 'bob'] })
const uninstall = injectPolkadotTestWallet(wallet)
const adapter = createPolkadotAdapter({ networks: [polkadotMainnet], appName: 'Airlock tests' })
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)
const hexBytes = (hex: string) => base16.decode(hex.replace(/^0x/, '').toUpperCase())

afterAll(() => uninstall())

describe('polkadot adapter in Chromium', () => {
  it('lists the extension injected on window.injectedWeb3 as an INJECTED polkadot connector', () => {
    let listed: string[] = []
    adapter.watchConnectors((list) => {
      listed = list.map((c) => `${c.type}:${c.id}:${c.chain}`)
    })()
    expect(listed).toEqual([`INJECTED:${connectorId}:polkadot`])
  })

  it('enables the extension with the app name and connects its SS58 accounts on Polkadot', async () => {
    const connected = await run(adapter.connect({ connectorId }))
    const [alice, bob] = wallet.accounts
    expect(connected).toMatchObject({
      connectorType: 'INJECTED',
      address: alice?.address,
      chainId: polkadotMainnet.id,
    })
    expect(connected.accounts.map((a) => [a.type, a.address])).toEqual([
      ['eoa', alice?.address],
      ['eoa', bob?.address],
    ])
    const parsed = parsePolkadotAddress(connected.address)
    expect(Result.isSuccess(parsed) && parsed.success.prefix).toBe(0)
    expect(wallet.controls.requests()[0]).toEqual({ method: 'enable', params: 'Airlock tests' })
  })

  it('signs with signRaw: an ed25519 signature over <Bytes>message</Bytes> that verifies', async () => {
    const [alice] = wallet.accounts
    if (!alice) throw new Error('no account')
    const message = 'hello from chromium'
    const signature = await run(
      adapter.signMessage({ connectorId, address: alice.address, message }),
    )
    const bytes = new TextEncoder().encode(message)
    expect(ed25519.verify(hexBytes(signature), wrapBytes(bytes), alice.publicKey)).toBe(true)
    // The wrapping is part of what was signed: the bare message does not verify.
    expect(ed25519.verify(hexBytes(signature), bytes, alice.publicKey)).toBe(false)
    const raw = wallet.controls.requests().find((r) => r.method === 'signRaw')
    expect(raw?.params).toMatchObject({ address: alice.address, type: 'bytes' })
  })

  it("answers the WalletConnect-named request 'polkadot_signMessage' with the signature", async () => {
    const [, bob] = wallet.accounts
    if (!bob) throw new Error('no account')
    const { signature } = (await run(
      adapter.request({
        connectorId,
        method: 'polkadot_signMessage',
        params: { address: bob.address, message: 'sign in' },
      }),
    )) as { signature: string }
    const signed = wrapBytes(new TextEncoder().encode('sign in'))
    expect(ed25519.verify(hexBytes(signature), signed, bob.publicKey)).toBe(true)
  })

  it("a 'Cancelled' signRaw is the typed UserRejectedError", async () => {
    wallet.controls.rejectNext('signRaw')
    const address = wallet.accounts[0]?.address ?? ''
    const result = await exit(adapter.signMessage({ connectorId, address, message: 'no' }))
    expect(exitFailure(result)).toMatchObject({ _tag: 'UserRejectedError' })
  })

  it('an extension that never answers enable fails with WalletTimeoutError', async () => {
    const impatient = createPolkadotAdapter({
      networks: [polkadotMainnet],
      appName: 'Airlock tests',
      timeouts: { promptMs: 200 },
    })
    wallet.controls.hangNext('enable')
    const result = await exit(impatient.connect({ connectorId }))
    expect(exitFailure(result)).toMatchObject({
      _tag: 'WalletTimeoutError',
      operation: 'enable',
      timeoutMs: 200,
    })
  })

  it('reports account changes from accounts.subscribe, and no account as disconnected', async () => {
    const events: AdapterEvent[] = []
    const stop = adapter.watchEvents((event) => events.push(event))
    wallet.controls.switchAccounts(['carol'])
    wallet.controls.disconnect()
    stop()
    expect(events.map((e) => e.type)).toEqual(['wallet.accountsChanged', 'wallet.disconnected'])
    const [changed] = events
    expect(changed?.type === 'wallet.accountsChanged' && changed.accounts).toEqual([
      expect.objectContaining({ address: wallet.accounts[0]?.address, type: 'eoa' }),
    ])
  })

  it('disconnects on its side: signing afterwards needs a new connection', async () => {
    wallet.controls.authorize()
    await run(adapter.reconnect({ connectorId }))
    await run(adapter.disconnect({ connectorId }))
    const address = wallet.accounts[0]?.address ?? ''
    const result = await exit(adapter.signMessage({ connectorId, address, message: 'late' }))
    expect(exitFailure(result)).toMatchObject({ _tag: 'WalletRpcError', code: 4100 })
  })

  it('has no balance nor transfers on polkadot', async () => {
    const address = wallet.accounts[0]?.address ?? ''
    const balance = await exit(adapter.getBalance({ address, caipNetwork: polkadotMainnet }))
    expect(exitFailure(balance)).toMatchObject({
      _tag: 'UnsupportedOperationError',
      operation: 'getBalance',
      namespace: 'polkadot',
    })
  })
})
