// The cosmos adapter in Node against the Keplr test wallet injected on a plain EventTarget
// standing for the window.
import { cosmosHub } from '@airlock/core'
import { base64 } from '@scure/base'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  createKeplrTestWallet,
  installKeplrTestWallet,
} from '../../../test/wallets/cosmos/keplrTestWallet'
import { exitFailure } from '../../../test/wallets/exitFailure'
import { createCosmosAdapter } from './cosmosAdapter'

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)
const osmosis = { ...cosmosHub, id: 'osmosis-1', caipNetworkId: 'cosmos:osmosis-1' as const }

function setup() {
  const wallet = createKeplrTestWallet({ chains: { 'cosmoshub-4': 'cosmos', 'osmosis-1': 'osmo' } })
  const target = new EventTarget()
  installKeplrTestWallet(wallet, target)
  const adapter = createCosmosAdapter({
    networks: [cosmosHub, osmosis],
    bech32Prefixes: { 'osmosis-1': 'osmo' },
    target,
  })
  return { wallet, adapter }
}

describe('cosmos adapter (Node)', () => {
  it("answers 'cosmos_getAccounts' in the WalletConnect shape", async () => {
    const { wallet, adapter } = setup()
    await run(adapter.connect({ connectorId: 'keplr' }))
    const accounts = await run(
      adapter.request({ connectorId: 'keplr', method: 'cosmos_getAccounts' }),
    )
    expect(accounts).toEqual([
      { algo: 'secp256k1', address: wallet.address(), pubkey: base64.encode(wallet.key.publicKey) },
    ])
  })

  it('switching enables the new chain and reports the address of its prefix', async () => {
    const { wallet, adapter } = setup()
    const events: unknown[] = []
    adapter.watchEvents((event) => events.push(event))
    await run(adapter.connect({ connectorId: 'keplr' }))
    await run(adapter.switchNetwork({ connectorId: 'keplr', caipNetwork: osmosis }))
    expect(wallet.controls.enabledChains()).toEqual(['cosmoshub-4', 'osmosis-1'])
    expect(events).toEqual([
      {
        type: 'wallet.accountsChanged',
        connectorId: 'keplr',
        accounts: [expect.objectContaining({ address: wallet.address('osmosis-1') })],
      },
    ])
    expect(wallet.address('osmosis-1')).toMatch(/^osmo1/)
  })

  it('signing before connecting is refused as not authorized (4100)', async () => {
    const { wallet, adapter } = setup()
    const result = await exit(
      adapter.signMessage({ connectorId: 'keplr', address: wallet.address(), message: 'x' }),
    )
    expect(exitFailure(result)).toMatchObject({ _tag: 'WalletRpcError', code: 4100 })
  })
})
