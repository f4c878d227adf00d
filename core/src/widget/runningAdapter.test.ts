// Issue 27, decision 0037: a deferred adapter as the running widget calls it. Its code loads
// once, operations wait for it, a failed load is the operation's typed error and is tried again,
// and subscriptions made before it arrived are kept (or dropped, when stopped meanwhile).
import { Effect, Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { AdapterUnavailableError, type ChainAdapter, UnsupportedOperationError } from '../adapter'
import { deferredAdapter } from '../deferredAdapter'
import { ethereumNetwork } from '../domain/networks/evm'
import type { Connector } from '../domain/types'
import { testWallet } from '../testing/fixtures'
import { createMemoryAdapter } from '../testing/memoryAdapter'
import { runningAdapter } from './runningAdapter'

const wallet = testWallet('io.metamask')
const address = wallet.accounts[0]?.address ?? ''

/** A deferred memory adapter whose loads the test lets through, or fails, one by one. */
function deferred(implementation: ChainAdapter = memory()) {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = []
  let loads = 0
  const adapter = deferredAdapter({
    namespace: 'eip155',
    networks: [ethereumNetwork],
    load: () => {
      loads += 1
      return new Promise<ChainAdapter>((resolve, reject) => {
        pending.push({ resolve: () => resolve(implementation), reject })
      })
    },
  })
  const settle = async (how: 'resolve' | 'reject') => {
    const next = pending.shift()
    if (how === 'resolve') next?.resolve()
    else next?.reject(new Error('chunk failed'))
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { adapter, running: runningAdapter(adapter), settle, loads: () => loads }
}

function memory(): ChainAdapter {
  return createMemoryAdapter({
    namespace: 'eip155',
    networks: [ethereumNetwork],
    wallets: [wallet],
  }).adapter
}

describe('runningAdapter', () => {
  it('gives an adapter that is not deferred as it is', () => {
    const adapter = memory()
    expect(runningAdapter(adapter)).toBe(adapter)
  })

  it('loads once, and its connectors arrive when the code does', async () => {
    const { running, settle, loads } = deferred()
    const lists: (readonly Connector[])[] = []
    running.watchConnectors((list) => lists.push(list))
    const stopped: (readonly Connector[])[] = []
    running.watchConnectors((list) => stopped.push(list))()
    expect(lists).toEqual([])
    await settle('resolve')
    expect(lists.map((list) => list.map((connector) => connector.id))).toEqual([['io.metamask']])
    expect(stopped).toEqual([])
    await Effect.runPromise(running.connect({ connectorId: 'io.metamask' }))
    expect(loads()).toBe(1)
  })

  it('an adapter loaded before the widget starts lists its connectors at once', async () => {
    const { adapter, settle } = deferred()
    const loading = adapter.load()
    expect(adapter.loaded()).toBeUndefined()
    await settle('resolve')
    await loading
    const lists: (readonly Connector[])[] = []
    runningAdapter(adapter).watchConnectors((list) => lists.push(list))
    expect(lists.map((list) => list.map((connector) => connector.id))).toEqual([['io.metamask']])
  })

  it('a load that fails is the operation’s AdapterUnavailableError, and the next call loads again', async () => {
    const { running, settle, loads } = deferred()
    const first = Effect.runPromise(Effect.flip(running.connect({ connectorId: 'io.metamask' })))
    await settle('reject')
    const error = await first
    expect(error).toBeInstanceOf(AdapterUnavailableError)
    expect(error.message).toBe('The eip155 adapter could not be loaded.')
    const second = Effect.runPromise(running.connect({ connectorId: 'io.metamask' }))
    await settle('resolve')
    expect((await second).address).toBe(address)
    expect(loads()).toBe(2)
  })

  it("checks addresses with the implementation's rule once it is here", async () => {
    const { running, settle } = deferred()
    expect(Result.isFailure(running.parseAddress(address))).toBe(true)
    running.watchEvents(() => {})
    await settle('resolve')
    expect(Result.isSuccess(running.parseAddress(address))).toBe(true)
    expect(Result.isFailure(running.parseAddress('0x12'))).toBe(true)
  })

  it('has no fee estimate where the implementation has none', async () => {
    const { estimateTransferFee: _, ...withoutFees } = memory()
    const { running, settle } = deferred(withoutFees)
    const estimate = Effect.runPromise(
      Effect.flip(
        running.estimateTransferFee?.({
          caipNetwork: ethereumNetwork,
          from: address,
          to: address,
          amount: 1n,
        }) ?? Effect.die('no estimate'),
      ),
    )
    await settle('resolve')
    expect(await estimate).toBeInstanceOf(UnsupportedOperationError)
  })
})
