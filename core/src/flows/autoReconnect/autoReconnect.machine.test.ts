import { Layer, ManagedRuntime } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import type { Connector } from '../../domain/types'
import { testNetwork, testWallet } from '../../testing/fixtures'
import { createMemoryAdapter } from '../../testing/memoryAdapter'
import { fromEffect } from '../effectActors'
import {
  type AutoReconnectEmitted,
  type AutoReconnectInput,
  autoReconnectMachine,
} from './autoReconnect.machine'
import {
  selectIsReconnected,
  selectIsReconnecting,
  selectReconnections,
} from './autoReconnect.selectors'

const runtime = ManagedRuntime.make(Layer.empty)
afterAll(() => runtime.dispose())

const wallet = testWallet
const network = testNetwork

function start(ids: readonly string[], input: AutoReconnectInput = {}) {
  const { adapter, controls } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [network],
    wallets: ids.map((id) => wallet(id)),
  })
  const clock = new SimulatedClock()
  const actor = createActor(
    autoReconnectMachine.provide({
      actors: {
        reconnectConnector: fromEffect(runtime, ({ connector }: { connector: Connector }) =>
          adapter.reconnect({ connectorId: connector.id }),
        ),
      },
    }),
    { clock, input },
  )
  const finished: AutoReconnectEmitted[] = []
  actor.on('reconnect.finished', (event) => finished.push(event))
  actor.start()
  const connectors = ids.map((id) => wallet(id).connector)
  return { actor, controls, clock, finished, connectors }
}

describe('spec §4: auto-reconnect', () => {
  it('connected when at least one previously authorized connector reconnects', async () => {
    const { actor, controls, connectors, finished } = start(['a1', 'b2'])
    controls.authorize('b2')
    actor.send({ type: 'app.reconnect', connectors, connectedConnectorIds: [] })
    expect(selectIsReconnecting(actor.getSnapshot())).toBe(true)
    await waitFor(actor, selectIsReconnected)
    expect(selectReconnections(actor.getSnapshot()).map((c) => c.connectorId)).toEqual(['b2'])
    expect(finished).toHaveLength(1)
  })

  it('issue 27: a stored session reads as reconnecting until its connectors are listed', async () => {
    const { actor, controls, connectors } = start(['a1'], { sessionStored: true })
    expect(selectIsReconnecting(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().hasTag('disconnected')).toBe(false)
    controls.authorize('a1')
    actor.send({ type: 'app.reconnect', connectors, connectedConnectorIds: [] })
    await waitFor(actor, selectIsReconnected)
    expect(start(['a1']).actor.getSnapshot().hasTag('reconnecting')).toBe(false)
  })

  it('disconnected with no connections when none is authorized', async () => {
    const { actor, connectors } = start(['a1', 'b2'])
    actor.send({ type: 'app.reconnect', connectors, connectedConnectorIds: [] })
    await waitFor(actor, (s) => s.hasTag('disconnected') && !s.hasTag('reconnecting'))
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(selectReconnections(actor.getSnapshot())).toEqual([])
  })

  it('tries the most recent connector first', async () => {
    const { actor, controls, connectors } = start(['a1', 'b2', 'c3'])
    for (const id of ['a1', 'b2', 'c3']) controls.authorize(id)
    actor.send({
      type: 'app.reconnect',
      connectors,
      recentConnectorId: 'c3',
      connectedConnectorIds: ['b2'],
    })
    await waitFor(actor, selectIsReconnected)
    const tried = controls
      .calls()
      .map((call) => (call.parameters as { connectorId: string }).connectorId)
    expect(tried).toEqual(['c3', 'b2', 'a1'])
  })

  it('runs one at a time: a second request during a run is ignored', async () => {
    const { actor, controls, connectors } = start(['a1'])
    controls.authorize('a1')
    const release = controls.holdNext('reconnect')
    actor.send({ type: 'app.reconnect', connectors, connectedConnectorIds: [] })
    actor.send({ type: 'app.reconnect', connectors, connectedConnectorIds: [] })
    release()
    await waitFor(actor, selectIsReconnected)
    expect(controls.calls()).toHaveLength(1)
  })

  it('a wallet that rejects is recorded as a failure and the others are still tried', async () => {
    const { actor, controls, connectors, finished } = start(['a1', 'b2'])
    controls.authorize('b2')
    controls.rejectNext('reconnect')
    actor.send({ type: 'app.reconnect', connectors, connectedConnectorIds: [] })
    await waitFor(actor, selectIsReconnected)
    expect(finished[0]?.failures.map((f) => f.connectorId)).toEqual(['a1'])
    expect(finished[0]?.connections.map((c) => c.connectorId)).toEqual(['b2'])
  })

  it('a wallet that never answers times out and the machine is not stuck', async () => {
    const { actor, controls, connectors, clock, finished } = start(['a1', 'b2'])
    controls.authorize('b2')
    controls.hangNext('reconnect')
    actor.send({ type: 'app.reconnect', connectors, connectedConnectorIds: [] })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(selectIsReconnecting(actor.getSnapshot())).toBe(true)
    clock.increment(10_000)
    await waitFor(actor, selectIsReconnected)
    expect(finished[0]?.failures[0]?.error).toMatchObject({ _tag: 'WalletTimeoutError' })
  })

  it('runs once: a request after the run settled is ignored (spec §4: at start)', async () => {
    const { actor, controls, connectors } = start(['a1'])
    actor.send({ type: 'app.reconnect', connectors, connectedConnectorIds: [] })
    await waitFor(actor, (s) => s.value === 'disconnected')
    controls.authorize('a1')
    actor.send({ type: 'app.reconnect', connectors, connectedConnectorIds: [] })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(controls.calls()).toHaveLength(1)
  })
})
