import { Effect, Exit, Fiber } from 'effect'
import { describe, expect, it } from 'vitest'
import type { CaipNetwork, Connector } from '../domain/types'
import { testNetwork } from './fixtures'
import { createMemoryAdapter } from './memoryAdapter'

const network = testNetwork
const sepolia: CaipNetwork = { ...network, id: 11155111, caipNetworkId: 'eip155:11155111' }
const connector: Connector = {
  id: 'io.test',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
}
const address = '0x000000000000000000000000000000000000dEaD'

function setup() {
  return createMemoryAdapter({
    namespace: 'eip155',
    networks: [network, sepolia],
    wallets: [{ connector, accounts: [{ namespace: 'eip155', address, type: 'eoa' }] }],
    balance: '1.5',
  })
}

describe('memory adapter (the ChainAdapter contract in memory)', () => {
  it('connects, then reconnects silently until the wallet disconnects', async () => {
    const { adapter } = setup()
    expect(await Effect.runPromise(adapter.reconnect({ connectorId: 'io.test' }))).toBeUndefined()
    const connected = await Effect.runPromise(adapter.connect({ connectorId: 'io.test' }))
    expect(connected).toMatchObject({ address, chainId: 1, connectorType: 'ANNOUNCED' })
    expect(await Effect.runPromise(adapter.reconnect({ connectorId: 'io.test' }))).toMatchObject({
      address,
    })
    await Effect.runPromise(adapter.disconnect({ connectorId: 'io.test' }))
    expect(await Effect.runPromise(adapter.reconnect({ connectorId: 'io.test' }))).toBeUndefined()
  })

  it('switches network and reads the balance in the network currency', async () => {
    const { adapter } = setup()
    await Effect.runPromise(adapter.switchNetwork({ connectorId: 'io.test', caipNetwork: sepolia }))
    const connected = await Effect.runPromise(adapter.reconnect({ connectorId: 'io.test' }))
    expect(connected).toBeUndefined()
    const again = await Effect.runPromise(adapter.connect({ connectorId: 'io.test' }))
    expect(again.chainId).toBe(11155111)
    expect(await Effect.runPromise(adapter.getBalance({ address, caipNetwork: network }))).toEqual({
      balance: '1.5',
      symbol: 'ETH',
    })
  })

  it('fails with ConnectorNotFoundError for an unknown connector', async () => {
    const { adapter } = setup()
    const exit = await Effect.runPromiseExit(adapter.connect({ connectorId: 'nope' }))
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain('ConnectorNotFoundError')
  })

  it('rejects the next call with 4001 when scripted, then behaves again', async () => {
    const { adapter, controls } = setup()
    controls.rejectNext('signMessage')
    const rejected = await Effect.runPromise(
      Effect.flip(adapter.signMessage({ connectorId: 'io.test', address, message: 'hi' })),
    )
    expect(rejected._tag).toBe('UserRejectedError')
    const signature = await Effect.runPromise(
      adapter.signMessage({ connectorId: 'io.test', address, message: 'hi' }),
    )
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('a hung call never answers but can be interrupted', async () => {
    const { adapter, controls } = setup()
    controls.hangNext('connect')
    const exit = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(adapter.connect({ connectorId: 'io.test' }))
        yield* Effect.yieldNow
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* Fiber.interrupt(fiber)
        return yield* Fiber.await(fiber)
      }),
    )
    expect(Exit.hasInterrupts(exit)).toBe(true)
  })

  it('a held call waits for its gate', async () => {
    const { adapter, controls } = setup()
    const release = controls.holdNext('connect')
    let settled = false
    const pending = Effect.runPromise(adapter.connect({ connectorId: 'io.test' })).then(
      (result) => {
        settled = true
        return result
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(settled).toBe(false)
    release()
    expect((await pending).address).toBe(address)
  })

  it('announces connector changes and forwards wallet events', () => {
    const { adapter, controls } = setup()
    const seen: string[][] = []
    const unsubscribe = adapter.watchConnectors((list) => seen.push(list.map((c) => c.id)))
    const events: string[] = []
    adapter.watchEvents((event) => events.push(event.type))
    controls.setWallets([])
    controls.emit({ type: 'wallet.disconnected', connectorId: 'io.test' })
    unsubscribe()
    controls.setWallets([{ connector, accounts: [] }])
    expect(seen).toEqual([['io.test'], []])
    expect(events).toEqual(['wallet.disconnected'])
    expect(controls.calls()).toEqual([])
  })
})
