// The bip122 adapter in Node against both Bitcoin test wallets: a Wallet Standard one given
// through a registry of our own, and a sats-connect one on a plain EventTarget standing for
// the window. What the browser suite does not cover: dedupe, networks, unknown methods.
import { bitcoinMainnet, bitcoinTestnet } from '@airlock/core'
import type { Wallet } from '@wallet-standard/base'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { createBitcoinTestWallet } from '../../../test/wallets/bitcoin/bitcoinTestWallet'
import {
  createSatsConnectTestWallet,
  installSatsConnectTestWallet,
} from '../../../test/wallets/bitcoin/satsConnectTestWallet'
import { exitFailure } from '../../../test/wallets/exitFailure'
import { createBitcoinAdapter } from './bitcoinAdapter'

const registry = (...wallets: Wallet[]) => ({ get: () => wallets, on: () => () => {} })
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

function setup() {
  const standard = createBitcoinTestWallet()
  const sats = createSatsConnectTestWallet()
  const target = new EventTarget()
  installSatsConnectTestWallet(sats, target)
  const adapter = createBitcoinAdapter({
    networks: [bitcoinMainnet],
    wallets: registry(standard.wallet),
    target,
  })
  return { standard, sats, target, adapter }
}

describe('bitcoin adapter (Node)', () => {
  it('lists a wallet speaking both conventions once, through the Wallet Standard', () => {
    const standard = createBitcoinTestWallet({ name: 'Twice' })
    const target = new EventTarget()
    installSatsConnectTestWallet(createSatsConnectTestWallet({ name: 'Twice' }), target)
    const adapter = createBitcoinAdapter({
      networks: [bitcoinMainnet],
      wallets: registry(standard.wallet),
      target,
    })
    let listed: unknown[] = []
    adapter.watchConnectors((list) => {
      listed = list.map((c) => [c.id, c.provider === standard.wallet])
    })()
    expect(listed).toEqual([['Twice', true]])
  })

  it('does not list a Wallet Standard wallet of a network that is not configured', () => {
    const adapter = createBitcoinAdapter({
      networks: [bitcoinMainnet],
      wallets: registry(createBitcoinTestWallet({ network: 'testnet' }).wallet),
      target: new EventTarget(),
    })
    let listed: readonly unknown[] = ['not called']
    adapter.watchConnectors((list) => {
      listed = list
    })()
    expect(listed).toEqual([])
  })

  it('switches only to a network the wallet serves (4902 otherwise)', async () => {
    const { adapter } = setup()
    const connectorId = 'Airlock Bitcoin Test Wallet'
    await run(adapter.switchNetwork({ connectorId, caipNetwork: bitcoinMainnet }))
    const refused = await exit(adapter.switchNetwork({ connectorId, caipNetwork: bitcoinTestnet }))
    expect(exitFailure(refused)).toMatchObject({ _tag: 'WalletRpcError', code: 4902 })
  })

  it("answers 'getAccountAddresses' with purposes, and refuses a method it does not know", async () => {
    const { adapter, sats } = setup()
    const connectorId = 'Airlock Sats Test Wallet'
    await run(adapter.connect({ connectorId }))
    const addresses = await run(adapter.request({ connectorId, method: 'getAccountAddresses' }))
    expect(addresses).toEqual([
      expect.objectContaining({ address: sats.payment.address, purpose: 'payment' }),
      expect.objectContaining({ address: sats.ordinals.address, purpose: 'ordinals' }),
    ])
    const unknown = await exit(adapter.request({ connectorId, method: 'signPsbt', params: {} }))
    expect(exitFailure(unknown)).toMatchObject({ _tag: 'WalletRpcError', code: 4200 })
  })

  it('has no balance without a Blockchain API, and names an unknown connector', async () => {
    const { adapter, standard } = setup()
    const balance = await exit(
      adapter.getBalance({ address: standard.payment.address, caipNetwork: bitcoinMainnet }),
    )
    expect(exitFailure(balance)).toMatchObject({ _tag: 'UnsupportedOperationError' })
    const missing = await exit(adapter.connect({ connectorId: 'nobody' }))
    expect(exitFailure(missing)).toMatchObject({
      _tag: 'ConnectorNotFoundError',
      connectorId: 'nobody',
    })
  })
})
