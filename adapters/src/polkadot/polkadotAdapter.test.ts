// The polkadot adapter in Node against the Polkadot test wallet injected on a plain
// EventTarget standing for the window.
import { polkadotMainnet } from '@airlock/core'
import type { AdapterEvent } from '@airlock/core/adapter'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { exitFailure } from '../../../test/wallets/exitFailure'
import {
  createPolkadotTestWallet,
  injectPolkadotTestWallet,
} from '../../../test/wallets/polkadot/polkadotTestWallet'
import { createPolkadotAdapter } from './polkadotAdapter'

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const exit = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)

function setup(options: Parameters<typeof createPolkadotTestWallet>[0] = {}) {
  const wallet = createPolkadotTestWallet(options)
  const target = new EventTarget()
  injectPolkadotTestWallet(wallet, target)
  const adapter = createPolkadotAdapter({ networks: [polkadotMainnet], appName: 'Tests', target })
  return { wallet, adapter, connectorId: wallet.name }
}

describe('polkadot adapter (Node)', () => {
  it('a refused enable on reconnect means not authorized (undefined), not a failure', async () => {
    const { wallet, adapter, connectorId } = setup()
    wallet.controls.rejectNext('enable')
    expect(await run(adapter.reconnect({ connectorId }))).toBeUndefined()
  })

  it('a refused enable on connect is UserRejectedError', async () => {
    const { wallet, adapter, connectorId } = setup()
    wallet.controls.rejectNext('enable')
    const result = await exit(adapter.connect({ connectorId }))
    expect(exitFailure(result)).toMatchObject({ _tag: 'UserRejectedError' })
  })

  it('the immediate callback of accounts.subscribe is no change event', async () => {
    const { adapter, connectorId } = setup({ authorized: true })
    const events: AdapterEvent[] = []
    adapter.watchEvents((event) => events.push(event))
    await run(adapter.connect({ connectorId }))
    expect(events).toEqual([])
  })

  it('refuses methods other than polkadot_signMessage, and bad params', async () => {
    const { adapter, connectorId } = setup()
    await run(adapter.connect({ connectorId }))
    const other = await exit(adapter.request({ connectorId, method: 'polkadot_signTransaction' }))
    expect(exitFailure(other)).toMatchObject({ code: 4200 })
    const bad = await exit(
      adapter.request({ connectorId, method: 'polkadot_signMessage', params: { message: 1 } }),
    )
    expect(exitFailure(bad)).toMatchObject({ code: -32602 })
  })
})
