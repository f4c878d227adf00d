// Issue 17 in a real page: the Cosmos test wallet injects itself as Keplr does (`window.keplr`),
// the cosmos adapter enables the Cosmos Hub, reads the bech32 key, and gets an ADR-036
// StdSignature that verifies over the rebuilt amino sign doc; a `keplr_keystorechange` window
// event becomes an account change.
import { createCosmosAdapter } from '@airlock/adapters/cosmos'
import { cosmosHub } from '@airlock/core'
import type { AdapterEvent } from '@airlock/core/adapter'
import { base64 } from '@scure/base'
import { Effect } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'
import { verifyAdr036 } from '../wallets/cosmos/adr036'
import { createKeplrTestWallet, installKeplrTestWallet } from '../wallets/cosmos/keplrTestWallet'
import { exitFailure } from '../wallets/exitFailure'

const connectorId = 'keplr'
const wallet = createKeplrTestWallet()
const uninstall = installKeplrTestWallet(wallet)
const adapter = createCosmosAdapter({ networks: [cosmosHub] })
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

afterAll(() => uninstall())

describe('cosmos adapter in Chromium', () => {
  it('lists window.keplr as the INJECTED Keplr connector', () => {
    let listed: string[] = []
    adapter.watchConnectors((list) => {
      listed = list.map((c) => `${c.type}:${c.id}:${c.name}:${c.chain}`)
    })()
    expect(listed).toEqual(['INJECTED:keplr:Keplr:cosmos'])
  })

  it('a wallet that never answers enable fails with WalletTimeoutError', async () => {
    const impatient = createCosmosAdapter({ networks: [cosmosHub], timeouts: { promptMs: 200 } })
    wallet.controls.hangNext('enable')
    const result = await exit(impatient.connect({ connectorId }))
    expect(exitFailure(result)).toMatchObject({
      _tag: 'WalletTimeoutError',
      operation: 'enable',
      timeoutMs: 200,
    })
    expect(wallet.controls.enabledChains()).toEqual([])
  })

  it('enables cosmoshub-4 and connects the bech32 address of ripemd160(sha256(pubkey))', async () => {
    const connected = await run(adapter.connect({ connectorId }))
    expect(connected).toMatchObject({
      connectorType: 'INJECTED',
      address: wallet.address(),
      chainId: 'cosmoshub-4',
      accounts: [{ namespace: 'cosmos', type: 'eoa', address: wallet.address() }],
    })
    expect(connected.address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    expect(wallet.controls.enabledChains()).toEqual(['cosmoshub-4'])
  })

  it('signs with signArbitrary: an ADR-036 signature that verifies over the amino sign doc', async () => {
    const message = 'hello from chromium'
    const signature = await run(
      adapter.signMessage({ connectorId, address: wallet.address(), message }),
    )
    const bytes = base64.decode(signature)
    expect(bytes).toHaveLength(64)
    expect(verifyAdr036(wallet.key.publicKey, wallet.address(), message, bytes)).toBe(true)
    expect(verifyAdr036(wallet.key.publicKey, wallet.address(), 'other', bytes)).toBe(false)
  })

  it("answers 'cosmos_signArbitrary' with the StdSignature and its secp256k1 pub_key", async () => {
    const signed = (await run(
      adapter.request({
        connectorId,
        method: 'cosmos_signArbitrary',
        params: { signerAddress: wallet.address(), data: 'sign in' },
      }),
    )) as { pub_key: { type: string; value: string }; signature: string }
    expect(signed.pub_key).toEqual({
      type: 'tendermint/PubKeySecp256k1',
      value: base64.encode(wallet.key.publicKey),
    })
    const ok = verifyAdr036(
      base64.decode(signed.pub_key.value),
      wallet.address(),
      'sign in',
      base64.decode(signed.signature),
    )
    expect(ok).toBe(true)
  })

  it("Keplr's 'Request rejected' is the typed UserRejectedError", async () => {
    wallet.controls.rejectNext('signArbitrary')
    const result = await exit(
      adapter.signMessage({ connectorId, address: wallet.address(), message: 'no' }),
    )
    expect(exitFailure(result)).toMatchObject({ _tag: 'UserRejectedError' })
  })

  it('a keplr_keystorechange event on the window becomes accountsChanged with the new key', async () => {
    const events: AdapterEvent[] = []
    const stop = adapter.watchEvents((event) => events.push(event))
    wallet.controls.switchKey('key-1')
    await expect.poll(() => events.length).toBe(1)
    stop()
    expect(events[0]).toEqual({
      type: 'wallet.accountsChanged',
      connectorId,
      accounts: [expect.objectContaining({ address: wallet.address() })],
    })
  })

  it('disconnect disables the chain in the wallet; a silent reconnect then finds nothing', async () => {
    expect((await run(adapter.reconnect({ connectorId })))?.address).toBe(wallet.address())
    await run(adapter.disconnect({ connectorId }))
    expect(wallet.controls.enabledChains()).toEqual([])
    expect(await run(adapter.reconnect({ connectorId }))).toBeUndefined()
  })
})
